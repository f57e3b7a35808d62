/**
 * The key a reported sentence and a second opinion are kept under: the sentence with case,
 * punctuation and spacing set aside (spaces between Chinese or Japanese characters too), accents
 * and scripts kept, so "¿Dónde está?" and "dónde  está" are one report and "mude" is not "müde".
 */
const PUNCTUATION = /[\p{P}\p{S}]+/gu;
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}";
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, "gu");

export function answerKey(sentence: string): string {
  return sentence
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´']/g, "")
    .replace(PUNCTUATION, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(SPACE_BETWEEN_CJK, "");
}
