/**
 * The past said with the preterite or with the present perfect, as Spanish speakers on either side
 * of the Atlantic do: "Me gustó la película" ↔ "Me ha gustado la película", "¿Ya lo leíste?" ↔
 * "¿Ya lo has leído?". Not where the sentence names a finished time: "Ayer he comido paella" is a
 * mistake in standard Spanish, so a sentence with ayer or el año pasado keeps its preterite.
 *
 * Forms are derived by conjugation, not listed per exercise. A rule that cannot tell a form apart
 * from another tense stays out: the regular nosotros preterite (hablamos, vivimos) is also the
 * present, so it is never turned into "hemos hablado".
 */
import { capitalisedLike, sentenceOf, wordsOf } from "../variants";

/** haber in the present, by person (yo, tú, él/usted, nosotros, vosotros, ellos/ustedes). */
const HABER = ["he", "has", "ha", "hemos", "habéis", "han"];
const AR_ENDINGS = ["é", "aste", "ó", "amos", "asteis", "aron"];
const ER_ENDINGS = ["í", "iste", "ió", "imos", "isteis", "ieron"];
/** After a vowel (leer, oír, creer): leí, leíste, leyó, leímos, leísteis, leyeron; participle leído. */
const VOWEL_STEM_ENDINGS = ["í", "íste", "yó", "ímos", "ísteis", "yeron"];
/** Strong preterites: hice, hiciste, hizo …; after j the ellos form is -eron (dijeron, trajeron). */
const STRONG_ENDINGS = ["e", "iste", "o", "imos", "isteis", "ieron"];

/** Strong and irregular preterite stems and their participles. ser and ir share fui: both are tried. */
const STRONG: Record<string, string[]> = {
  hic: ["hecho"], tuv: ["tenido"], estuv: ["estado"], pud: ["podido"], quis: ["querido"], vin: ["venido"], pus: ["puesto"],
  sup: ["sabido"], dij: ["dicho"], traj: ["traído"], anduv: ["andado"],
};
/** Preterites that follow no stem pattern: fui (ir and ser), di (dar), vi (ver). */
const WHOLE: Record<string, string[]> = {
  fu: ["ido", "sido"], d: ["dado"], v: ["visto"],
};
const WHOLE_ENDINGS: Record<string, string[]> = {
  fu: ["i", "iste", "e", "imos", "isteis", "eron"],
  d: ["i", "iste", "io", "imos", "isteis", "ieron"],
  v: ["i", "iste", "io", "imos", "isteis", "ieron"],
};
/** -er/-ir verbs whose participle is irregular, by the preterite's stem: escribí → escrito. */
const IRREGULAR_PARTICIPLE: Record<string, string> = {
  escrib: "escrito", describ: "descrito", abr: "abierto", volv: "vuelto", devolv: "devuelto", romp: "roto", cubr: "cubierto",
  descubr: "descubierto", resolv: "resuelto",
};
/** -ir verbs whose él and ellos preterite change the stem's vowel: pidió → pedido, durmió → dormido. */
const CHANGED_STEM: Record<string, string> = {
  pid: "ped", sirv: "serv", sint: "sent", prefir: "prefer", durm: "dorm", sigu: "segu", consigu: "consegu", repit: "repet",
  divirt: "divert", vist: "vest", mint: "ment", convirt: "convert", sugir: "suger", elig: "eleg", 
};
/** Words ending like a preterite that are not verbs (or not this tense). */
const NOT_PRETERITE = new Set(["qué", "sé", "té", "café", "bebé", "aquí", "allí", "ahí", "así", "sí", "mí", "esquí", "rubí", "adió", "josé", "existe", "insiste", "consiste", "resiste"]);
/** A finished time keeps the preterite (ayer, anoche, el año pasado, hace dos años, en 2019, el lunes). */
const FINISHED_TIME = /(^|[\s¿¡])(ayer|anoche|anteayer|pasad[oa]s?|hace|en \d{4}|el (lunes|martes|miércoles|jueves|viernes|sábado|domingo)|de (niño|niña|pequeño|pequeña|joven))([\s,.!?]|$)/iu;

/** A preterite's person and the participles it may stand for: "leíste" → [1, ["leído"]], "fue" → [2, ["ido", "sido"]]. */
export function participleOfPreterite(form: string): [number, string[]] | null {
  const word = form.toLowerCase();
  if (NOT_PRETERITE.has(word)) return null;
  for (const [stem, participles] of Object.entries(WHOLE)) {
    const person = WHOLE_ENDINGS[stem]!.indexOf(word.slice(stem.length));
    if (word.startsWith(stem) && person >= 0) return [person, participles];
  }
  // hacer writes its él form with z.
  if (word === "hizo") return [2, STRONG.hic!];
  for (const [stem, participles] of Object.entries(STRONG)) {
    if (!word.startsWith(stem)) continue;
    const ending = word.slice(stem.length);
    const person = ending === "eron" && stem.endsWith("j") ? 5 : STRONG_ENDINGS.indexOf(ending);
    if (person >= 0) return [person, participles];
  }
  return regularParticiple(word);
}

/** An -ar stem as its infinitive writes it: busqu(é) → busc, llegu(é) → lleg, empec(é) → empez. */
const arStem = (stem: string) => (stem.endsWith("qu") ? stem.slice(0, -2) + "c" : stem.endsWith("gu") ? stem.slice(0, -1) : stem.endsWith("c") ? `${stem.slice(0, -1)}z` : stem);

type Group = "vowel" | "ar" | "er";
/** Every regular ending with its person, longest first (comió is -ió, not -ó; hablasteis is -asteis, not -aste). */
const REGULAR_ENDINGS: [Group, number, string][] = (
  [
    ...VOWEL_STEM_ENDINGS.map((ending, person) => ["vowel", person, ending]),
    ...AR_ENDINGS.map((ending, person) => ["ar", person, ending]),
    ...ER_ENDINGS.map((ending, person) => ["er", person, ending]),
  ] as [Group, number, string][]
).sort((a, b) => b[2].length - a[2].length);

function regularParticiple(word: string): [number, string[]] | null {
  for (const [group, person, ending] of REGULAR_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // The regular nosotros preterite is also the present (hablamos, vivimos): not a sign of the past.
    if (person === 3 || stem.length < 2) continue;
    if (group === "vowel") {
      if (/[aeo]$/.test(stem)) return [person, [`${stem}ído`]];
      continue;
    }
    if (group === "ar") {
      // Only yo's -é changes the stem's spelling; elsewhere busc-, lleg-, empez- are written as they are.
      if (person !== 0) return /(qu|gu)$/.test(stem) ? null : [person, [`${stem}ado`]];
      // -é after c or g alone is no preterite (the verb writes qué, gué: busqué, llegué).
      if (stem.endsWith("g")) continue;
      return [person, [`${arStem(stem)}ado`]];
    }
    return [person, [IRREGULAR_PARTICIPLE[stem] ?? `${CHANGED_STEM[stem] ?? stem}ido`]];
  }
  return null;
}

/** A participle's preterite for a person: ("leído", 1) → "leíste", ("hecho", 2) → "hizo", ("ido", 0) → "fui". */
export function preteriteOfParticiple(participle: string, person: number): string | null {
  const word = participle.toLowerCase();
  for (const [stem, participles] of Object.entries(WHOLE)) if (participles.includes(word)) return stem + WHOLE_ENDINGS[stem]![person];
  for (const [stem, participles] of Object.entries(STRONG)) {
    if (!participles.includes(word)) continue;
    if (stem === "hic" && person === 2) return "hizo";
    return stem + (person === 5 && stem.endsWith("j") ? "eron" : STRONG_ENDINGS[person]);
  }
  const irregular = Object.entries(IRREGULAR_PARTICIPLE).find(([, each]) => each === word);
  if (irregular) return irregular[0] + ER_ENDINGS[person];
  let match = /^(\p{L}{2,}?)ado$/u.exec(word);
  if (match) {
    const stem = match[1]!;
    if (person !== 0) return stem + AR_ENDINGS[person];
    return `${stem.replace(/c$/, "qu").replace(/g$/, "gu").replace(/z$/, "c")}é`;
  }
  match = /^(\p{L}+?[aeo])ído$/u.exec(word);
  if (match) return match[1]! + VOWEL_STEM_ENDINGS[person];
  match = /^(\p{L}{2,}?)ido$/u.exec(word);
  if (!match) return null;
  const changed = Object.entries(CHANGED_STEM).find(([, stem]) => stem === match![1]);
  return (changed && (person === 2 || person === 5) ? changed[0] : match[1]!) + ER_ENDINGS[person];
}

/** "Me gustó la película" → "Me ha gustado la película"; "He comido" → "Comí". */
export function perfectOrPreterite(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words.map((word) => /^(.*?)([,;]?)$/u.exec(word)!.slice(1) as [string, string]);
  const variants: string[] = [];
  // Replaced words carry their own punctuation; "" drops a word (the participle folded into its preterite).
  const written = (replaced: Map<number, string>) =>
    sentenceOf({ ...parts, words: parts.words.flatMap((word, index) => (replaced.get(index) === "" ? [] : [replaced.get(index) ?? word])) });
  // The perfect → the preterite: haber and its participle become one word.
  words.forEach(([word], index) => {
    const person = HABER.indexOf(word.toLowerCase());
    const next = words[index + 1]?.[0];
    if (person < 0 || !next) return;
    const preterite = preteriteOfParticiple(next, person);
    if (!preterite) return;
    variants.push(written(new Map([[index, capitalisedLike(preterite, word) + words[index + 1]![1]], [index + 1, ""]])));
  });
  if (FINISHED_TIME.test(sentence)) return variants;
  // The preterite → the perfect: each preterite in turn (vino may be wine), then all of them.
  const all = new Map<number, string>();
  words.forEach(([word], index) => {
    const found = participleOfPreterite(word);
    if (!found || HABER.includes(words[index - 1]?.[0].toLowerCase() ?? "")) return;
    const [person, participles] = found;
    for (const participle of participles) {
      const perfect = `${capitalisedLike(HABER[person]!, word)} ${participle}${words[index]![1]}`;
      variants.push(written(new Map([[index, perfect]])));
      all.set(index, perfect);
    }
  });
  if (all.size > 1) variants.push(written(all));
  return variants;
}
