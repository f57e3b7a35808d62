/**
 * English "you" is one person or several: where the prompt does not say which (no "(to a friend)",
 * no "(formal)"), a Spanish teacher accepts the plural too, vosotros in Spain and ustedes everywhere:
 * "¿Adónde vas?" → "¿Adónde vais?", "¿A qué hora te acuestas?" → "¿A qué hora os acostáis?",
 * "¿Tuvo que cocinar?" (usted) → "¿Tuvieron que cocinar?" (ustedes).
 */
import { capitalisedLike as capitalised, promptSays, sentenceOf, wordsOf, youLeftOpen } from "../variants";

/** Words that may stand before the verb of a question or a statement addressed to "you". */
const BEFORE_VERB = new Set([
  "a", "qué", "que", "hora", "cuánto", "cuánta", "cuántos", "cuántas", "tiempo", "dónde", "donde", "adónde", "cuándo", "cómo", "quién", "cuál", "por",
  "no", "ya", "también", "nunca", "siempre", "todavía", "te", "lo", "la", "los", "las", "le", "les", "me", "nos", "se", "tú", "usted", "ti", "mí",
]);

/** The present of the verbs whose vosotros form an ending rule cannot make. */
const IRREGULAR_PRESENT: Record<string, string> = { eres: "sois", vas: "vais", estás: "estáis", das: "dais", has: "habéis", ves: "veis", dices: "decís", oyes: "oís" };
/** Preterites whose ustedes form is not -aron / -ieron from the ending. */
const STRONG_PRETERITE: Record<string, string> = { fue: "fueron", dijo: "dijeron", trajo: "trajeron", hizo: "hicieron" };

/** The vosotros form of a tú verb, or null when the word is no tú form. */
function vosotrosOf(verb: string): string[] | null {
  const word = verb.toLowerCase();
  if (IRREGULAR_PRESENT[word]) return [IRREGULAR_PRESENT[word]!];
  if (/(aste|iste)$/.test(word)) return [`${word}is`];
  if (/(abas|ías|rás)$/.test(word)) return [word.replace(/abas$/, "abais").replace(/ías$/, "íais").replace(/rás$/, "réis")];
  const present = /^(\p{L}{2,}?)(as|es)$/u.exec(word);
  if (!present || /^(más|mes|tres|después|antes|las|les|los|es|pues|entonces|veces)$/.test(word)) return null;
  // The stem's diphthong is the stressed one of the singular; vosotros stresses the ending (quieres → queréis).
  // The u of que / gue is silent (quedas → quedáis): no diphthong there.
  const stem = present[1]!.replace(/(ie|(?<![qg])ue)(?=[^aeiou]*$)/u, (diphthong) => (diphthong === "ie" ? "e" : present[1]!.startsWith("jue") ? "u" : "o"));
  return present[2] === "as" ? [`${stem}áis`] : [`${stem}éis`, `${stem}ís`];
}

/** The ustedes form of an usted verb (third person singular), or null. */
function ustedesOf(verb: string): string | null {
  const word = verb.toLowerCase();
  if (STRONG_PRETERITE[word]) return STRONG_PRETERITE[word]!;
  if (/^(es|va|está|ha|da)$/.test(word)) return { es: "son", va: "van", está: "están", ha: "han", da: "dan" }[word]!;
  if (word.endsWith("ió")) return word.replace(/ió$/, "ieron");
  if (word.endsWith("ó")) return word.replace(/ó$/, "aron");
  // tuvo, pudo, estuvo, quiso: the strong preterite takes -ieron on its own stem.
  if (/(uvo|udo|uso|iso|ino|ijo|upo)$/.test(word)) return word.replace(/o$/, "ieron");
  if (/(aba|ía|á|a|e)$/.test(word) && word.length > 2) return `${word}n`;
  return null;
}

/** The sentence said to several people: vosotros for a tú sentence, ustedes for an usted one. */
export function pluralYou(sentence: string, prompt?: string): string[] {
  if (!youLeftOpen(prompt) || promptSays(prompt, ["he", "she", "yourself", "yourselves"])) return [];
  const parts = wordsOf(sentence);
  const words = parts.words;
  if (words.some((word) => /^(tu|tus|su|sus|vosotros|ustedes)$/i.test(word.replace(/[,]$/, "")))) return [];
  const at = words.findIndex((word) => !BEFORE_VERB.has(word.toLowerCase().replace(/[,]$/, "")));
  if (at < 0) return [];
  const verb = words[at]!.replace(/[,]$/, "");
  const comma = words[at]!.endsWith(",") ? "," : "";
  const before = words.slice(0, at).map((word) => word.toLowerCase());
  const usted = before.includes("usted") || words[at + 1]?.toLowerCase() === "usted";
  const variants: string[] = [];
  // "¿Te gustan…?": the verb agrees with what is liked, only the "you" changes.
  const saidToYou = before.includes("te") || before.includes("ti");
  const vosotros = usted ? null : (vosotrosOf(verb) ?? (saidToYou ? [verb.toLowerCase()] : null));
  if (vosotros) {
    for (const form of vosotros) {
      const said = words.map((word, index) => {
        if (index === at) return capitalised(form, word) + comma;
        const bare = word.toLowerCase().replace(/[,]$/, "");
        const tail = word.endsWith(",") ? "," : "";
        if (bare === "te") return capitalised("os", word) + tail;
        if (bare === "tú") return capitalised("vosotros", word) + tail;
        if (bare === "ti") return capitalised("vosotros", word) + tail;
        // quedarte → quedaros: the infinitive's own "you".
        if (index > at && /(ar|er|ir)te$/.test(bare)) return word.replace(/te(,?)$/, "os$1");
        return word;
      });
      variants.push(sentenceOf({ ...parts, words: said }));
    }
    return variants;
  }
  const ustedes = ustedesOf(verb);
  // An usted sentence with no usted in it is one whose verb is the third person: the prompt's "you" says so.
  if (before.includes("tú") || saidToYou) return [];
  const toUsted = before.includes("le");
  if (!ustedes && !toUsted) return [];
  const said = words.map((word, index) => {
    if (index === at) return capitalised(ustedes ?? verb.toLowerCase(), word) + comma;
    const bare = word.toLowerCase().replace(/[,]$/, "");
    const tail = word.endsWith(",") ? "," : "";
    if (bare === "usted") return capitalised("ustedes", word) + tail;
    if (bare === "le") return capitalised("les", word) + tail;
    return word;
  });
  return [sentenceOf({ ...parts, words: said })];
}
