/**
 * Latin accent folding, one function for every place that compares or builds text without accents
 * (decision 045): "María" → "Maria", "Ça" → "Ca", "Straße" stays. Only marks on a Latin letter go; the
 * marks of other scripts (a Devanagari vowel sign, a Japanese dakuten) are part of their letters.
 */
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;

export function foldLatinAccents(text: string): string {
  return text.normalize("NFD").replace(LATIN_MARKS, "$1").normalize("NFC");
}
