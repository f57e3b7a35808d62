/**
 * A French question asked the three ways a teacher accepts: with est-ce que ("Quand est-ce que tu es
 * rentré ?"), by inversion ("Quand es-tu rentré ?"), and in speech with the question word where the
 * answer would stand ("Tu es rentré quand ?"). Each is derived from whichever the answer uses.
 * Inversion is made only with a subject pronoun (a noun subject needs "Marie arrive-t-elle", left to
 * the answers), and with je only for the verbs that still invert it (puis-je, pourrais-je…).
 */
import { sentenceOf, wordsOf, type Words } from "../variants";

const PRONOUNS = ["je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"];
/** Object pronouns and ne, which stay before the verb when it inverts ("Pourquoi ne te couches-tu pas ?"). */
const BEFORE_VERB = /^(ne|me|te|se|le|la|les|lui|leur|y|en|nous|vous)$/iu;
/** The second half of a negation, which follows the inverted verb. */
const NEGATION = /^(pas|plus|jamais|rien|personne)$/i;
const QUESTION_WORDS = ["quand", "où", "comment", "pourquoi", "combien", "que", "quel", "quelle", "quels", "quelles", "à quelle heure", "combien de temps", "d'où"];
/** Question words that may close a spoken question ("Tu pars quand ?"): not pourquoi, nor que. */
const AT_THE_END = /^(quand|où|comment|combien|à quelle heure|combien de temps|d'où)$/;
/** je inverts only with these (puis-je, dois-je…); "parle-je" is not French. */
const JE_INVERTS = /^(puis|pourrais|dois|devrais|suis|ai|vais|sais|voudrais|aurais|serais)$/i;

/** Elided words written out: "n'allons" → ["ne", "allons"], "qu'il" → ["que", "il"], "j'ai" → ["je", "ai"]. */
const FULL: Record<string, string> = { "n'": "ne", "m'": "me", "t'": "te", "s'": "se", "l'": "le", "j'": "je", "qu'": "que" };
const apart = (words: readonly string[]) =>
  words.flatMap((word) => {
    const match = /^(n'|m'|t'|s'|l'|j'|qu')(\p{L}.*)$/iu.exec(word);
    return match ? [FULL[match[1]!.toLowerCase()]!, match[2]!] : [word];
  });
/** And together again: "n'" + "allons" → "n'allons". */
const together = (words: readonly string[]) => words.reduce<string[]>((joined, word) => (joined.length && joined[joined.length - 1]!.endsWith("'") ? [...joined.slice(0, -1), joined[joined.length - 1] + word] : [...joined, word]), []);
/** ne before a vowel is n', je is j'. */
const elided = (words: readonly string[]) => words.map((word, index) => (/^(ne|je|que|me|te|se|le)$/i.test(word) && /^[aeiouéèêâîôh]/i.test(words[index + 1] ?? "") ? `${word.slice(0, -1)}'` : word));
const capitalised = (words: readonly string[]) => (words.length ? [words[0]![0]!.toUpperCase() + words[0]!.slice(1), ...words.slice(1)] : []);

interface Clause {
  /** The question word (lower case, several words for "à quelle heure"), or "" for a yes/no question. */
  asks: string;
  subject: string;
  /** ne and object pronouns before the verb. */
  before: string[];
  verb: string;
  rest: string[];
}

function askedWith(words: string[]): [string, string[]] {
  const lower = words.map((word) => word.toLowerCase());
  const found = QUESTION_WORDS.filter((phrase) => phrase.split(" ").every((word, index) => lower[index] === word)).sort((a, b) => b.length - a.length)[0];
  return found ? [found, words.slice(found.split(" ").length)] : ["", words];
}

/** Subject, then ne and object pronouns, then the verb: "tu ne te couches pas tard". */
function plainClause(asks: string, words: string[]): Clause | null {
  const subject = words[0]?.toLowerCase() ?? "";
  if (!PRONOUNS.includes(subject)) return null;
  let at = 1;
  while (at < words.length - 1 && BEFORE_VERB.test(words[at]!)) at++;
  if (at >= words.length) return null;
  return { asks, subject, before: words.slice(1, at), verb: words[at]!, rest: words.slice(at + 1) };
}

/** "Quand est-ce que tu es rentré ?" or "Tu es rentré quand ?" or "Quand es-tu rentré ?", as one clause. */
function readQuestion(parts: Words): Clause | null {
  const words = apart(parts.words);
  const [asks, after] = askedWith(words);
  const lower = after.map((word) => word.toLowerCase());
  if (lower[0] === "est-ce" && lower[1] === "que") return plainClause(asks, after.slice(2));
  // Inverted: ne and object pronouns, then verb-subject.
  let at = 0;
  while (at < after.length && BEFORE_VERB.test(after[at]!)) at++;
  const invertedPair = /^(\p{L}+)(?:-t)?-(je|tu|il|elle|on|nous|vous|ils|elles)$/iu.exec(after[at] ?? "");
  if (invertedPair) return { asks, subject: invertedPair[2]!.toLowerCase(), before: after.slice(0, at), verb: invertedPair[1]!, rest: after.slice(at + 1) };
  if (asks) return plainClause(asks, after);
  // Spoken: the question word at the end ("Tu es rentré quand ?", "Tu fais quoi ?").
  if (lower[lower.length - 1] === "quoi") return plainClause("que", after.slice(0, -1));
  const ending = QUESTION_WORDS.filter((phrase) => AT_THE_END.test(phrase))
    .map((phrase) => phrase.split(" "))
    .find((phrase) => phrase.length < lower.length && phrase.join(" ") === lower.slice(-phrase.length).join(" "));
  if (ending) return plainClause(ending.join(" "), after.slice(0, -ending.length));
  // A question word inside the sentence ("Tu fais quoi ce soir ?") is no yes/no question: left as it is.
  if (lower.some((word) => /^(quoi|quand|où|comment|combien|pourquoi|quel|quelle|quels|quelles)$/.test(word))) return null;
  return plainClause("", after);
}

function inverted({ asks, subject, before, verb, rest }: Clause): string[] | null {
  if (subject === "je" && !JE_INVERTS.test(verb)) return null;
  const negation = rest.length && NEGATION.test(rest[0]!) ? [rest[0]!] : [];
  const link = /^(il|elle|on)$/.test(subject) && /[ae]$/i.test(verb) ? "-t-" : "-";
  return [...(asks ? asks.split(" ") : []), ...before, `${verb.toLowerCase()}${link}${subject}`, ...negation, ...rest.slice(negation.length)];
}

/** The same question in the ways it was not written. */
export function frenchQuestionForms(sentence: string): string[] {
  const parts = wordsOf(sentence);
  if (!parts.tail.includes("?")) return [];
  const clause = readQuestion(parts);
  if (!clause) return [];
  const { asks, subject, before, verb, rest } = clause;
  const plain = [subject, ...before, verb.toLowerCase(), ...rest];
  const asked = asks ? asks.split(" ") : [];
  const forms = [
    asks === "que" ? ["qu'est-ce", "que", ...plain] : [...asked, "est-ce", "que", ...plain],
    inverted(clause),
    asks === "que" ? [...plain, "quoi"] : AT_THE_END.test(asks) ? [...plain, ...asked] : asks ? null : plain,
    asks && asks !== "que" ? [...asked, ...plain] : null,
  ];
  return forms
    .filter((form): form is string[] => form !== null)
    .map((form) => sentenceOf({ ...parts, words: capitalised(together(elided(form))) }))
    .filter((form) => form.toLowerCase() !== sentence.toLowerCase());
}
