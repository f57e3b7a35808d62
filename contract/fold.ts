/**
 * Latin accent folding, one function for every place that compares or builds text without accents
 * (decision 045): "María" → "Maria", "Ça" → "Ca", "Straße" stays. Only marks on a Latin letter go; the
 * marks of other scripts (a Devanagari vowel sign, a Japanese dakuten) are part of their letters.
 */
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;

export function foldLatinAccents(text: string): string {
  return text.normalize("NFD").replace(LATIN_MARKS, "$1").normalize("NFC");
}

/**
 * A new lesson's slug from its title: the fold above, then plain lower-case letters and digits joined by
 * hyphens ("Über Uns" → "uber-uns"; a bare accent no longer splits a word, as "u-ber-uns" did).
 */
export function slugOf(title: string): string {
  return (
    foldLatinAccents(title.normalize("NFKC"))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "lesson"
  );
}
