/**
 * What is planned, said three ways a Spanish teacher accepts: ir a + infinitive ("Voy a comer
 * pescado mañana"), the simple future ("Comeré pescado mañana") and, with a word that places it in
 * the future, the present ("Mañana como pescado"). Each is derived from whichever the answer uses,
 * by conjugation. Not for "Let's…" (vamos a comer is then an invitation, not a plan).
 */
import { capitalisedLike, promptSays, sentenceOf, wordsOf } from "../variants";

const IR = ["voy", "vas", "va", "vamos", "vais", "van"];
const FUTURE_ENDINGS = ["é", "ás", "á", "emos", "éis", "án"];
/** Futures built on a stem other than the infinitive. */
const FUTURE_STEMS: Record<string, string> = {
  tener: "tendr", poder: "podr", salir: "saldr", venir: "vendr", poner: "pondr", saber: "sabr", haber: "habr", querer: "querr", hacer: "har", decir: "dir",
};
/** Presents that follow no pattern, by infinitive. */
const IRREGULAR_PRESENT: Record<string, string[]> = {
  ir: IR,
  ser: ["soy", "eres", "es", "somos", "sois", "son"],
  estar: ["estoy", "estás", "está", "estamos", "estáis", "están"],
  dar: ["doy", "das", "da", "damos", "dais", "dan"],
  ver: ["veo", "ves", "ve", "vemos", "veis", "ven"],
  saber: ["sé", "sabes", "sabe", "sabemos", "sabéis", "saben"],
  haber: ["he", "has", "ha", "hemos", "habéis", "han"],
  oír: ["oigo", "oyes", "oye", "oímos", "oís", "oyen"],
};
/** yo forms in -go, -zco, -jo, and the rest regular (or stem-changed below). */
const IRREGULAR_YO: Record<string, string> = {
  tener: "tengo", venir: "vengo", hacer: "hago", salir: "salgo", poner: "pongo", decir: "digo", traer: "traigo", caer: "caigo",
  conocer: "conozco", conducir: "conduzco", traducir: "traduzco", parecer: "parezco", coger: "cojo", elegir: "elijo", seguir: "sigo", conseguir: "consigo",
};
/** Verbs whose stem changes where it is stressed (every person but nosotros and vosotros). */
const STEM_CHANGES: Record<string, string> = {
  querer: "quier", pensar: "piens", empezar: "empiez", comenzar: "comienz", cerrar: "cierr", entender: "entiend", perder: "pierd", preferir: "prefier",
  sentir: "sient", despertar: "despiert", divertir: "diviert", mentir: "mient", nevar: "niev", recomendar: "recomiend", encender: "enciend", tener: "tien",
  venir: "vien", sentar: "sient", poder: "pued", volver: "vuelv", devolver: "devuelv", dormir: "duerm", contar: "cuent", costar: "cuest", encontrar: "encuentr",
  mostrar: "muestr", recordar: "recuerd", almorzar: "almuerz", acostar: "acuest", morir: "muer", llover: "lluev", mover: "muev", soñar: "sueñ",
  probar: "prueb", jugar: "jueg", volar: "vuel", doler: "duel", pedir: "pid", servir: "sirv", repetir: "repit", seguir: "sig", vestir: "vist",
  elegir: "elig", decir: "dic", conseguir: "consig", reír: "rí",
};
const PRESENT_ENDINGS: Record<string, string[]> = {
  ar: ["o", "as", "a", "amos", "áis", "an"],
  er: ["o", "es", "e", "emos", "éis", "en"],
  ir: ["o", "es", "e", "imos", "ís", "en"],
};
/** Words that place the plan in the future, without which the present says what is done now or always. */
const FUTURE_TIME = /(^|[\s¿¡])(mañana|pasado mañana|esta noche|esta tarde|luego|pronto|el (lunes|martes|miércoles|jueves|viernes|sábado|domingo)|la semana que viene|la próxima semana|el mes que viene|el año que viene|el próximo|la próxima|este fin de semana|el fin de semana)([\s,.!?]|$)/iu;
const CLITIC = /^(.+?(?:ar|er|ir|ír))(me|te|se|lo|la|le|nos|os|los|las|les)$/u;

export function presentOf(infinitive: string, person: number): string | null {
  const irregular = IRREGULAR_PRESENT[infinitive];
  if (irregular) return irregular[person]!;
  if (person === 0 && IRREGULAR_YO[infinitive]) return IRREGULAR_YO[infinitive];
  const match = /^(.+)(ar|er|ir|ír)$/u.exec(infinitive);
  if (!match) return null;
  const stressed = person !== 3 && person !== 4;
  const stem = stressed && STEM_CHANGES[infinitive] ? STEM_CHANGES[infinitive] : match[1]!;
  return stem + PRESENT_ENDINGS[match[2] === "ír" ? "ir" : match[2]!]![person];
}

export const futureOf = (infinitive: string, person: number) => (FUTURE_STEMS[infinitive] ?? infinitive.replace(/ír$/, "ir")) + FUTURE_ENDINGS[person];

/** "comerá" → ["comer", 2]; "harás" → ["hacer", 1]; null for a word that is no future. */
export function readFuture(word: string): [string, number] | null {
  const lower = word.toLowerCase();
  for (const [person, ending] of [...FUTURE_ENDINGS.entries()].sort((a, b) => b[1].length - a[1].length)) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, -ending.length);
    const irregular = Object.entries(FUTURE_STEMS).find(([, each]) => each === stem);
    if (irregular) return [irregular[0], person];
    if (/(ar|er|ir)$/.test(stem) && (stem.length > 3 || stem === "ir" || /^(ver|ser|dar)$/.test(stem))) return [stem, person];
  }
  return null;
}

/** ir a + infinitive ↔ the future ↔ (with a future time word) the present. */
export function plannedFuture(sentence: string, prompt?: string): string[] {
  if (promptSays(prompt, ["let's", "let"])) return [];
  const parts = wordsOf(sentence);
  const words = parts.words;
  const variants: string[] = [];
  const say = (at: number, length: number, said: string[]) => {
    const replaced = [...words.slice(0, at), ...said.map((word, index) => (index === 0 ? capitalisedLike(word, words[at]!) : word)), ...words.slice(at + length)];
    variants.push(sentenceOf({ ...parts, words: replaced }));
  };
  const timed = FUTURE_TIME.test(sentence);
  words.forEach((word, at) => {
    const person = IR.indexOf(word.toLowerCase());
    const next = words[at + 2]?.replace(/[,]$/, "");
    if (person >= 0 && words[at + 1]?.toLowerCase() === "a" && next) {
      // "voy a quedarme" → "me quedaré"; "me voy a quedar" keeps its pronoun where it stands.
      const clitic = CLITIC.exec(next.toLowerCase());
      const infinitive = clitic ? clitic[1]! : next.toLowerCase();
      if (!/(ar|er|ir|ír)$/.test(infinitive)) return;
      const comma = words[at + 2]!.endsWith(",") ? "," : "";
      const forms = [futureOf(infinitive, person), ...(timed ? [presentOf(infinitive, person)] : [])].filter((form): form is string => form !== null);
      for (const form of forms) say(at, 3, [...(clitic ? [clitic[2]!] : []), form + comma]);
      return;
    }
    const future = readFuture(word.replace(/[,]$/, ""));
    if (future) {
      const [infinitive, futurePerson] = future;
      say(at, 1, [IR[futurePerson]!, "a", infinitive + (word.endsWith(",") ? "," : "")]);
      const present = timed ? presentOf(infinitive, futurePerson) : null;
      if (present) say(at, 1, [present + (word.endsWith(",") ? "," : "")]);
    }
  });
  return variants;
}
