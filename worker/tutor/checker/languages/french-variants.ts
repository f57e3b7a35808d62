/**
 * What a French teacher accepts beside an answer: a yes/no question asked with est-ce que or by
 * intonation alone, on for nous ("On aimerait", "Nous aimerions"), the hour as 7h or 7 heures, a
 * time word at the start or the end, numbers as digits or words, vouloir or aimer for would like.
 */
import { clockVariants } from "../clock-times";
import { numberVariants } from "../numbers";
import { frenchQuestionForms } from "./french-questions";
import { applyRules, movedTimeWords, samePhrases, sentenceOf, swappedClauses, wordsOf } from "../variants";

const SUBJECTS = ["je", "j'", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"];
const TIME_WORDS = [
  "aujourd'hui", "hier", "demain", "maintenant", "ce matin", "cet après-midi", "ce soir", "hier soir", "demain matin", "tous les jours", "le week-end", "ce week-end",
  "la semaine dernière", "l'année dernière", "la semaine prochaine", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
];

/** "Tu parles français ?" ↔ "Est-ce que tu parles français ?". */
function estCeQue(sentence: string): string[] {
  const parts = wordsOf(sentence);
  if (!parts.tail.includes("?") || !parts.words.length) return [];
  const text = parts.words.join(" ");
  const asked = /^est-ce qu(?:e |')(.*)$/iu.exec(text);
  if (asked) return [sentenceOf({ ...parts, words: [asked[1]![0]!.toUpperCase() + asked[1]!.slice(1)] })];
  // After a question word, est-ce que said or not: "À quelle heure (est-ce que) tu te couches ?".
  const afterQuestion = /^(.+?) est-ce qu(?:e |')(.*)$/iu.exec(text);
  if (afterQuestion) return [sentenceOf({ ...parts, words: [`${afterQuestion[1]} ${afterQuestion[2]}`] })];
  const first = parts.words[0]!.toLowerCase();
  const subject = SUBJECTS.find((pronoun) => first === pronoun || (pronoun.endsWith("'") && first.startsWith(pronoun)));
  if (!subject) return [];
  const lowered = text[0]!.toLowerCase() + text.slice(1);
  return [sentenceOf({ ...parts, words: [/^[aeiouéèêh]/i.test(lowered) && /^(il|elle|on|ils|elles)\b/.test(lowered) ? `Est-ce qu'${lowered}` : `Est-ce que ${lowered}`] })];
}

/** être's forms whose subject does not tell a gender, and the participle endings that may follow: I, you, we, one. */
const OPEN_GENDER: Record<string, string[]> = {
  suis: ["", "e"], es: ["", "e"], sommes: ["s", "es"], êtes: ["", "e", "s", "es"], est: ["", "s", "es"],
};

/**
 * "Nous sommes rentrés" → "Nous sommes rentrées": the participle after être agrees with a subject whose
 * gender the prompt does not tell (je, tu, nous, vous, on), so each agreement is right.
 */
function agreesWithSpeaker(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const at = words.findIndex((word, index) => OPEN_GENDER[word.toLowerCase()] && (word.toLowerCase() !== "est" || words[index - 1]?.toLowerCase() === "on"));
  if (at < 1 || !/^(je|j'|tu|nous|vous|on|me|te|nous|vous|m'|t')$/iu.test(words[at - 1]!) && !/^(je|tu|nous|vous|on)$/iu.test(words[at - 2] ?? "")) return [];
  const participle = /^(\p{L}+?[éiu])(e?s?)(,?)$/u.exec(words[at + 1] ?? "");
  if (!participle) return [];
  return OPEN_GENDER[words[at]!.toLowerCase()]!
    .filter((ending) => ending !== participle[2])
    .map((ending) => sentenceOf({ ...parts, words: [...words.slice(0, at + 1), participle[1]! + ending + participle[3]!, ...words.slice(at + 2)] }));
}

/** nous-forms and their on-forms (the same person, said the everyday way). */
const ON_FORMS: Record<string, string> = { sommes: "est", avons: "a", allons: "va", faisons: "fait", pouvons: "peut", voulons: "veut", devons: "doit", venons: "vient", prenons: "prend" };

function onForm(verb: string): string | null {
  const known = ON_FORMS[verb];
  if (known) return known;
  if (verb.endsWith("ions")) return `${verb.slice(0, -4)}ait`;
  if (verb.endsWith("ons") && verb.length > 4) return `${verb.slice(0, -3)}e`;
  return null;
}

/** "Nous aimerions réserver" → "On aimerait réserver"; "Nous nous levons" → "On se lève" is left to the answers. */
function onForNous(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => /^nous$/i.test(word));
  const verb = parts.words[at + 1];
  const form = verb && onForm(verb.toLowerCase());
  if (at < 0 || !form || /^nous$/i.test(verb)) return [];
  const words = [...parts.words];
  words[at] = words[at] === "Nous" ? "On" : "on";
  words[at + 1] = form;
  return [sentenceOf({ ...parts, words })];
}

/** 7 heures, 7h. */
function hours(sentence: string): string[] {
  const short = sentence.replace(/(\d{1,2}) heures?(?: (\d{2}))?/gu, (_, hour: string, minutes?: string) => `${hour}h${minutes ?? ""}`);
  const long = sentence.replace(/(\d{1,2})h(\d{2})?\b/gu, (_, hour: string, minutes?: string) => `${hour} heure${hour === "1" ? "" : "s"}${minutes ? ` ${minutes}` : ""}`);
  return [short, long].filter((variant) => variant !== sentence);
}

/**
 * Would like, with vouloir or aimer (je voudrais / j'aimerais), and so (donc / alors); "to live in a
 * city" with habiter à or habiter alone (j'habite à Paris / j'habite Paris).
 */
const SAME_PHRASES = [
  ["je voudrais", "j'aimerais"],
  ["tu voudrais", "tu aimerais"],
  ["il voudrait", "il aimerait"],
  ["elle voudrait", "elle aimerait"],
  ["on voudrait", "on aimerait"],
  ["nous voudrions", "nous aimerions"],
  ["vous voudriez", "vous aimeriez"],
  ["ils voudraient", "ils aimeraient"],
  ["elles voudraient", "elles aimeraient"],
  ["voudriez-vous", "aimeriez-vous"],
  ["je ne voudrais", "je n'aimerais"],
  ["donc", "alors"],
  // Live in a place: habiter or vivre, in every person; phone: téléphoner or appeler; cook: cuisiner or faire la cuisine.
  ["habiter", "vivre"], ["j'habite", "je vis"], ["tu habites", "tu vis"], ["il habite", "il vit"], ["elle habite", "elle vit"], ["on habite", "on vit"],
  ["nous habitons", "nous vivons"], ["vous habitez", "vous vivez"], ["habitent", "vivent"], ["habité", "vécu"],
  ["téléphoner", "appeler"], ["téléphoné", "appelé"],
  ["rentrer", "revenir"], ["rentré", "revenu"], ["rentrés", "revenus"],
  ["cuisiner", "faire la cuisine"], ["cuisiné", "fait la cuisine"],
  ["tous les jours", "chaque jour"],
];
const withoutA = (sentence: string) => {
  const variant = sentence.replace(/\b(habite|habites|habitons|habitez|habitent|habitait|habité) à (?=\p{Lu})/u, "$1 ");
  return variant === sentence ? [] : [variant];
};

export const frenchVariants = (sentence: string): string[] =>
  applyRules(sentence, [(text) => clockVariants(text, "fr"), (text) => numberVariants(text, "fr"), hours, (text) => samePhrases(text, SAME_PHRASES), (text) => samePhrases(text, SAME_PHRASES), agreesWithSpeaker, withoutA, estCeQue, frenchQuestionForms, onForNous, (text) => movedTimeWords(text, TIME_WORDS, SUBJECTS, "end"), (text) => swappedClauses(text, ["quand", "lorsque", "si"])]);
