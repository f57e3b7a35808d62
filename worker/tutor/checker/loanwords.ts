/**
 * Loanwords: Hindi, Kannada and Japanese speakers say many things with the English word, and a
 * learner who types romanised writes it as English ("mere pas car nahi hai"). A word the learner
 * types in Latin letters in place of the answer's word is that thing when it is one of the prompt's
 * English words, compared as skeletons (the consonants a speaker keeps, with r and l, b and v, t and
 * d, f and h taken as one) so that a loanword's other spellings are heard too. Native-script loanwords (टेबल, シャツ) were
 * tried: on the held-out answers they let real mistakes through (Kannada) or were cut apart by the
 * kana alignment (Japanese), so they wait for the model's second opinion and admins' accepted
 * reports (decision 037).
 */
import { foldLatinAccents } from "../../../contract/fold";
import { editDistance } from "./text";

/** English words of a prompt that are no thing a loanword could name. */
const FUNCTION_WORDS = new Set(
  (
    "the and but or is are was were am be been being a an to of in on at for from with by about into " +
    "my your his her its our their this that these those it i you he she we they me him us them " +
    "do does did don't doesn't didn't not no yes have has had will would can could shall should may might must " +
    "what where when why how who whom which there here very please some any all too also so because if than then " +
    // Titles go with a name the answer already says.
    "mr mrs ms miss dr"
  ).split(" "),
);

/** The consonants of a word as a speaker of these languages keeps them. */
export function skeleton(word: string): string {
  const letters = foldLatinAccents(word)
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ph/g, "f")
    .replace(/(?<=[bcdgjklmnprstvz])h/g, "")
    .replace(/ck/g, "k")
    .replace(/ts/g, "t")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/x/g, "ks")
    .replace(/[cqg]/g, "k")
    .replace(/[fh]/g, "p")
    .replace(/[vw]/g, "b")
    .replace(/d/g, "t")
    .replace(/[zj]/g, "s")
    .replace(/l/g, "r")
    .replace(/[aeiouy]/g, "");
  return letters.replace(/(.)\1+/g, "$1");
}

/** The skeletons of the prompt's content words: what a loanword in the answer could be. */
export function promptLoanwords(prompt: string | undefined): string[] {
  if (!prompt) return [];
  const words = prompt.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  // Each word as said with its r and without it before a consonant or at the end, as Japanese hears English (shirt: shatsu).
  const said = words.filter((word) => word.length >= 2 && !FUNCTION_WORDS.has(word)).flatMap((word) => [skeleton(word), skeleton(word.replace(/(?<=[aeiou])r(?![aeiou])/g, ""))]);
  return [...new Set(said.filter((each) => each.length >= 2))];
}

/**
 * Whether a word, romanised, sounds like one of the prompt's words: the same skeleton, or one
 * consonant apart when both have three or more (シャツ shatsu for shirt).
 */
export function soundsLikePromptWord(romanised: string, loanwords: readonly string[]): boolean {
  const own = skeleton(romanised);
  if (own.length < 2) return false;
  return loanwords.some((word) => word === own || (word.length >= 3 && own.length >= 3 && editDistance(word, own) <= 1));
}

/** A word typed in Latin letters: the English word itself, from a learner who romanises. */
export const LOANWORD_SCRIPT = /^[a-z'-]+$/iu;
