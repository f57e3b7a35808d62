/**
 * What a Spanish teacher accepts beside an answer: the subject pronoun left out or said (the
 * verb's ending already tells the person: "Vivo en Madrid", "Yo vivo en Madrid"), ustedes where the
 * answer says usted, a time word at the start or the end, numbers as digits or words, what is going on
 * now in the present or with estar, and the words and set phrases Spanish uses alike.
 */
import { clockVariants } from "../clock-times";
import { numberVariants } from "../numbers";
import { applyRules, droppedSubject, movedTimeWords, samePhrases, sentenceOf, swappedClauses, wordsOf } from "../variants";
import { plannedFuture } from "./spanish-future";
import { perfectOrPreterite } from "./spanish-past";
import { pluralYou } from "./spanish-you";

const SUBJECTS = ["yo", "tú", "tu", "él", "ella", "usted", "nosotros", "nosotras", "vosotros", "vosotras", "ellos", "ellas", "ustedes"];
const TIME_WORDS = [
  "hoy", "ayer", "mañana", "ahora", "todos los días", "cada día", "esta mañana", "esta tarde", "esta noche", "anoche", "el fin de semana", "este fin de semana",
  "la semana pasada", "el año pasado", "la semana que viene", "el lunes", "el martes", "el miércoles", "el jueves", "el viernes", "el sábado", "el domingo",
  "mañana por la mañana", "por la mañana", "por la tarde", "por la noche",
];
const QUESTION_WORDS = /^(qué|que|dónde|donde|adónde|cuándo|cómo|quién|quiénes|cuál|cuánto|cuánta|cuántos|cuántas|por)$/i;

/** The person a verb's ending tells, for the pronouns only one person can be: -o I, -s you, -mos we. */
function pronounFor(verb: string): string | null {
  const word = verb.toLowerCase();
  if (/(amos|emos|imos)$/.test(word)) return "nosotros";
  if (/(as|es|aste|iste)$/.test(word) && !/^(es|más|mes|tres|después)$/.test(word)) return "tú";
  if (/[^aeiou]o$|oy$|é$|í$/.test(word) && !/^(no|lo|yo|pero|como|todo|mucho|poco|muy|aquí|sí|ahí|allí|café|bebé)$/.test(word)) return "yo";
  return null;
}

/** The third person the prompt names (She is…, He has…, They live…), which the verb's ending cannot tell. */
function promptedPronoun(prompt: string | undefined): string[] {
  const first = /^\s*(she|he|they)\b/i.exec(prompt ?? "")?.[1]?.toLowerCase();
  return first === "she" ? ["ella"] : first === "he" ? ["él"] : first === "they" ? ["ellos", "ellas"] : [];
}

/** "Vivo en Madrid" → "Yo vivo en Madrid"; "¿Dónde vives?" → "¿Dónde vives tú?"; "Es maestra" → "Ella es maestra" (She's a teacher). */
function saidSubject(sentence: string, prompt?: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  if (!words.length || words.some((word) => SUBJECTS.includes(word.toLowerCase().replace(/[,]$/, "")))) return [];
  const question = QUESTION_WORDS.test(words[0]!);
  const skip = question ? (words[0]!.toLowerCase() === "por" ? 2 : 1) : words[0]!.toLowerCase() === "no" ? 1 : 0;
  const verb = words[skip];
  const told = verb && pronounFor(verb.replace(/[,]$/, ""));
  const pronouns = told ? [told] : verb && !question ? promptedPronoun(prompt) : [];
  return pronouns.flatMap((pronoun) => {
    // A question says its subject after the verb or at its end: "¿Dónde puedo yo estudiar?", "¿Dónde puedo estudiar yo?".
    if (question) {
      const afterVerb = sentenceOf({ ...parts, words: [...words.slice(0, skip + 1), pronoun, ...words.slice(skip + 1)] });
      return words.length > skip + 1 ? [afterVerb, sentenceOf({ ...parts, words: [...words, pronoun] })] : [afterVerb];
    }
    const first = words[0]!;
    const lowered = first === "No" ? "no" : /^\p{Lu}\p{Ll}/u.test(first) ? first[0]!.toLowerCase() + first.slice(1) : first;
    return [sentenceOf({ ...parts, words: [pronoun[0]!.toUpperCase() + pronoun.slice(1), lowered, ...words.slice(1)] })];
  });
}

/** "¿Dónde vive usted?" → "¿Dónde viven ustedes?": usted's verb beside it takes the plural. */
function pluralUsted(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => /^usted[,]?$/i.test(word));
  if (at < 0) return [];
  const words = [...parts.words];
  words[at] = words[at]!.replace(/^(u)sted/i, "$1stedes");
  const verbAt = [at - 1, at + 1].find((index) => /^[\p{L}]+[aeé]$/u.test(words[index] ?? ""));
  if (verbAt === undefined) return [];
  words[verbAt] = words[verbAt] === "es" ? "son" : words[verbAt] === "Es" ? "Son" : `${words[verbAt]}n`;
  return [sentenceOf({ ...parts, words })];
}

/** Words and set phrases Spanish uses alike: so, here and there (Latin America's acá, allá), asking an age or a name, understanding, a polite wish. */
const SAME_PHRASES = [
  ["entiendo", "comprendo"],
  ["entiendes", "comprendes"],
  ["entiende", "comprende"],
  ["entendemos", "comprendemos"],
  ["entienden", "comprenden"],
  ["quisiera", "me gustaría"],
  ["quisiéramos", "nos gustaría"],
  ["así que", "por eso", "entonces", "por lo tanto"],
  ["aquí", "acá"],
  ["todos los días", "cada día"],
  ["allí", "allá"],
  ["cuántos años", "qué edad"],
  ["cómo te llamas", "cuál es tu nombre"],
  ["cómo se llama", "cuál es su nombre"],
];

/** The yo / tú / usted / nosotros / ellos form of estar, by the ending of the verb it stands for. */
function estarFor(verb: string): string | null {
  const word = verb.toLowerCase();
  if (/(amos|emos|imos)$/.test(word)) return "estamos";
  if (/(áis|éis|ís)$/.test(word)) return "estáis";
  if (/(as|es)$/.test(word)) return "estás";
  if (/(an|en)$/.test(word)) return "están";
  if (/[^aeiou](a|e)$/.test(word)) return "está";
  return null;
}

/** The gerund of a present-tense verb: aprendes → aprendiendo, hablas → hablando, vives → viviendo. */
function gerundOf(verb: string): string | null {
  const match = /^(\p{L}+?)(amos|emos|imos|áis|éis|ís|as|es|an|en|a|e)$/u.exec(verb.toLowerCase());
  if (!match || match[1]!.length < 2) return null;
  const stem = match[1]!.replace(/(ie|(?<![qg])ue)(?=[^aeiou]+$)/u, (diphthong) => (diphthong === "ie" ? "e" : "o"));
  return /^(amos|áis|as|an|a)$/.test(match[2]!) ? `${stem}ando` : `${stem}iendo`;
}

/**
 * What is going on now, said in the present or with estar + gerund ("¿Por qué aprendes español?"
 * ↔ "¿Por qué estás aprendiendo español?"): for the verb after a question word or a subject pronoun.
 */
function progressive(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const first = words[0]?.toLowerCase() ?? "";
  const at = QUESTION_WORDS.test(first) ? (first === "por" ? 2 : 1) : SUBJECTS.includes(first) ? 1 : -1;
  const verb = words[at]?.replace(/[,]$/, "");
  if (at < 0 || !verb || /^(es|son|está|están|estás|estamos|tienes|tiene|hay|vas|va|van)$/i.test(verb)) return [];
  const [estar, gerund] = [estarFor(verb), gerundOf(verb)];
  if (!estar || !gerund) return [];
  return [sentenceOf({ ...parts, words: [...words.slice(0, at), estar, gerund + (words[at]!.endsWith(",") ? "," : ""), ...words.slice(at + 1)] })];
}

/** ser and estar for I, you and we: what follows them agrees with a speaker the prompt does not name. */
const SPEAKER_BE = /^(estoy|estás|estamos|estáis|soy|eres|somos|sois|estaba|estabas|estábamos|era|eras|éramos|estuve|estuviste|estuvimos|fui|fuiste|fuimos)$/i;

/** "Estoy cansado" ↔ "Estoy cansada", "Estamos listos" ↔ "Estamos listas": either speaker. */
function eitherSpeaker(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => SPEAKER_BE.test(word.replace(/,$/, "")));
  if (at < 0) return [];
  // Past muy or tan to the word that agrees.
  const target = /^(muy|tan|un|poco|bastante|demasiado)$/i.test(parts.words[at + 1] ?? "") ? (parts.words[at + 2] === "poco" ? at + 3 : at + 2) : at + 1;
  const match = /^(\p{L}{2,}?)(o|a|os|as)(,?)$/u.exec(parts.words[target] ?? "");
  if (!match || /^(muy|poco|mucho|mucha|todo|toda|nada|algo|nunca|ahora|casa|tarde|pronto|aquí|allí)$/i.test(match[1]! + match[2]!)) return [];
  const other = { o: "a", a: "o", os: "as", as: "os" }[match[2] as "o" | "a" | "os" | "as"];
  return [sentenceOf({ ...parts, words: parts.words.map((word, index) => (index === target ? match[1]! + other + match[3]! : word)) })];
}

/** "una casa grande" ↔ "una gran casa": big after its noun, or before it as gran. */
function bigBefore(sentence: string): string[] {
  const after = sentence.replace(/\b(un|una|el|la|mi|su|tu)\s+(\p{L}+)\s+grande\b/u, "$1 gran $2");
  const before = sentence.replace(/\b(un|una|el|la|mi|su|tu)\s+gran\s+(\p{L}+)/u, "$1 $2 grande");
  return [after, before].filter((variant) => variant !== sentence);
}

export const spanishVariants = (sentence: string, prompt?: string): string[] =>
  applyRules(sentence, [
    perfectOrPreterite,
    (text) => plannedFuture(text, prompt),
    (text) => clockVariants(text, "es"),
    (text) => numberVariants(text, "es"),
    (text) => droppedSubject(text, SUBJECTS),
    (text) => saidSubject(text, prompt),
    pluralUsted,
    (text) => pluralYou(text, prompt),
    (text) => samePhrases(text, SAME_PHRASES),
    progressive,
    (text) => movedTimeWords(text, TIME_WORDS, SUBJECTS, "end"),
    (text) => swappedClauses(text, ["cuando", "si"]),
    bigBefore,
    eitherSpeaker,
  ]);
