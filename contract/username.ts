/**
 * What makes a username, shared by the register form, the Worker and the names Google sign-in
 * makes up. A username is compared in its NFKC form, so a full-width "ａｄｍｉｎ" is "admin"; and its
 * letters come from one writing system, so a Cyrillic "а" cannot pass for a Latin "a".
 */

export const USERNAME_RULE = "Username must be 3–32 letters, numbers, dots, dashes or underscores";
export const USERNAME_MIXES_SCRIPTS = "Username must not mix alphabets, such as Latin and Cyrillic letters";

/**
 * One character of a username: a letter, a number, ".", "_" or "-", or a script's own vowel sign
 * (Hindi and Kannada need them); not a free-floating accent (Script=Inherited), which can dress
 * a Latin name up as another.
 */
const CHARACTER = String.raw`[\p{L}\p{N}._-]|(?!\p{Script=Inherited})\p{M}`;
export const USERNAME_PATTERN = new RegExp(String.raw`^(?!\p{M})(?:${CHARACTER}){3,32}$`, "u");
/** Everything a username may not hold, for names made up from other text. */
export const NOT_USERNAME_CHARACTERS = new RegExp(String.raw`(?!${CHARACTER}).`, "gsu");

/** The writing systems told apart; letters of any other count as one more, "Other". */
const SCRIPTS = [
  "Latin", "Greek", "Cyrillic", "Armenian", "Georgian", "Hebrew", "Arabic", "Syriac", "Thaana",
  "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam",
  "Sinhala", "Thai", "Lao", "Tibetan", "Myanmar", "Khmer", "Ethiopic", "Cherokee", "Mongolian",
  "Hangul", "Hiragana", "Katakana", "Bopomofo", "Han",
].map((name) => ({ name, pattern: new RegExp(String.raw`\p{Script=${name}}`, "u") }));

/** Digits, punctuation and joining marks belong to every script. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Scripts that are written together (Unicode's "highly restrictive" profile, UTS #39): Japanese,
 * Chinese and Korean text mixes Han with its own letters and with Latin.
 */
const WRITTEN_TOGETHER = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
].map((scripts) => new Set(scripts));

function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const character of text) {
    if (SHARED.test(character)) continue;
    found.add(SCRIPTS.find((script) => script.pattern.test(character))?.name ?? "Other");
  }
  return found;
}

/** True when the text's letters come from one script, or from scripts written together. */
export function usesOneScript(text: string): boolean {
  const scripts = scriptsOf(text);
  if (scripts.size <= 1) return true;
  return WRITTEN_TOGETHER.some((together) => [...scripts].every((script) => together.has(script)));
}
