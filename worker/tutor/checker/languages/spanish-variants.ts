/**
 * What a Spanish teacher accepts beside an answer: the subject pronoun left out or said (the
 * verb's ending already tells the person: "Vivo en Madrid", "Yo vivo en Madrid"), ustedes where the
 * answer says usted, a time word at the start or the end, numbers as digits or words.
 */
import { numberVariants } from "../numbers";
import { applyRules, droppedSubject, movedTimeWords, sentenceOf, wordsOf } from "../variants";

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

/** "Vivo en Madrid" → "Yo vivo en Madrid"; "¿Dónde vives?" → "¿Dónde vives tú?". */
function saidSubject(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  if (!words.length || words.some((word) => SUBJECTS.includes(word.toLowerCase().replace(/[,]$/, "")))) return [];
  const question = QUESTION_WORDS.test(words[0]!);
  const skip = question ? (words[0]!.toLowerCase() === "por" ? 2 : 1) : words[0]!.toLowerCase() === "no" ? 1 : 0;
  const verb = words[skip];
  const pronoun = verb && pronounFor(verb.replace(/[,]$/, ""));
  if (!pronoun) return [];
  if (question) return [sentenceOf({ ...parts, words: [...words.slice(0, skip + 1), pronoun, ...words.slice(skip + 1)] })];
  const first = words[0]!;
  const lowered = first === "No" ? "no" : /^\p{Lu}\p{Ll}/u.test(first) ? first[0]!.toLowerCase() + first.slice(1) : first;
  return [sentenceOf({ ...parts, words: [pronoun[0]!.toUpperCase() + pronoun.slice(1), lowered, ...words.slice(1)] })];
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

export const spanishVariants = (sentence: string): string[] =>
  applyRules(sentence, [
    (text) => numberVariants(text, "es"),
    (text) => droppedSubject(text, SUBJECTS),
    saidSubject,
    pluralUsted,
    (text) => movedTimeWords(text, TIME_WORDS, SUBJECTS, "end"),
  ]);
