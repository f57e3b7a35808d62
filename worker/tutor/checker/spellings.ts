/**
 * Spellings an exercise's answers teach: two answers alike but for one word that the language calls
 * two spellings of one word (bahut / bohot) make those spellings one, for that exercise.
 */
import type { Language, Reading } from "./types";

/** An answer as the comparison reads it: what `learnSpellings` needs of it. */
export interface SpelledVariant {
  readings: Map<string, Reading>;
}

/** Two answers alike but for one word, where the language calls the two words spellings of one: they are one. */
export function learnSpellings(language: Language, variants: readonly SpelledVariant[]): Map<string, string> {
  const same = new Map<string, string>();
  if (!language.spellings) return same;
  const { mode, interchangeable } = language.spellings;
  const find = (key: string): string => {
    const parent = same.get(key);
    return parent && parent !== key ? find(parent) : key;
  };
  // Answers alike but for the word at one place share that place's "signature" (the others' keys).
  const byPlace = new Map<string, Set<string>>();
  for (const variant of variants) {
    const keys = variant.readings.get(mode)?.words.map((word) => word.key);
    if (!keys) continue;
    keys.forEach((key, place) => {
      const signature = `${place}\u0001${keys.slice(0, place).join("\u0000")}\u0001${keys.slice(place + 1).join("\u0000")}`;
      const words = byPlace.get(signature) ?? new Set<string>();
      byPlace.set(signature, words.add(key));
    });
  }
  for (const words of byPlace.values()) {
    const list = [...words];
    for (const [index, x] of list.entries()) {
      for (const y of list.slice(index + 1)) {
        if (!interchangeable(x, y)) continue;
        const [rootX, rootY] = [find(x), find(y)];
        if (rootX !== rootY) same.set(rootY, rootX);
        if (!same.has(rootX)) same.set(rootX, rootX);
      }
    }
  }
  return new Map([...same.keys()].map((key) => [key, find(key)]));
}

export function respell(reading: Reading, spellings: Map<string, string>): Reading {
  if (!spellings.size) return reading;
  return {
    ...reading,
    units: reading.units.map((unit) => ({ ...unit, key: spellings.get(unit.key) ?? unit.key })),
    words: reading.words.map((word) => ({ ...word, key: spellings.get(word.key) ?? word.key })),
  };
}
