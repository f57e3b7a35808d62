/** The shapes the checker and its per-language knowledge share. */

/** The smallest piece compared: a word, or in Japanese a kana, in Chinese a character or syllable. */
export interface Unit {
  /** Compared across spellings and scripts (accents, romanisation and long vowels folded). */
  key: string;
  /** Which word of the sentence the unit belongs to. */
  word: number;
  /** Where the unit comes from in the sentence as written. */
  start: number;
  end: number;
}

/** A word of a sentence, the level at which a difference is named. */
export interface Word {
  /** As written in the sentence, accents and script kept. */
  text: string;
  /** The keys of its units, joined. */
  key: string;
  /** The spelling as written, lower case: what notes about accents, ß or script compare. */
  exact: string;
  start: number;
  end: number;
  /** The word in the Latin alphabet, for a learner who types romanised. */
  roman?: string;
}

/** One way of reading a sentence for comparison (a script or a romanisation), with its units and words. */
export interface Reading {
  source: string;
  /** Readings of the same mode are comparable unit by unit. */
  mode: string;
  /** True when the sentence is written in the language's own script (not romanised). */
  native: boolean;
  units: Unit[];
  words: Word[];
  /**
   * A looser reading that only recognises an answer written another accepted way (romaji without
   * its long vowels): never lined up with an answer to name a mistake.
   */
  matchOnly?: boolean;
}

/** How a word the learner wrote stands against the word expected there. */
export type WordJudgement = { kind: "slip" } | { kind: "grammar" | "word"; explanation: string; minor?: boolean };

/** The learner's word as typed, with its comparison key. */
export interface GivenWord {
  text: string;
  key: string;
  exact: string;
}

export interface Place {
  /** The answer the learner's sentence is compared with. */
  answer: Reading;
  /** Index of the word in `answer.words`. */
  index: number;
  /** True when the learner typed romanised: quote expected words in the Latin alphabet. */
  romanised: boolean;
}

/** What one language knows: how to read its scripts, and how to tell grammar from spelling. */
export interface Language {
  code: string;
  /** Learned once per exercise from its answers (Japanese kanji readings, German umlaut words). */
  context(answers: readonly string[]): unknown;
  /** Every reading of an accepted answer (its script, and romanised where the language has one). */
  readAnswer(sentence: string, context: unknown): Reading[];
  /** The readings of the learner's attempt, the most faithful first. */
  readAttempt(sentence: string, context: unknown): Reading[];
  /** A word the learner wrote in place of the expected one: a spelling slip, a grammar mistake or another word. */
  judgeWord(given: GivenWord, place: Place): WordJudgement;
  /** Why an expected word is missing. */
  missing(place: Place): string;
  /** Why a word the learner added is wrong. */
  extra(given: GivenWord, place: Place): string;
  /**
   * Readings of this mode whose words are romanised spellings: two answers that differ in one such
   * word only (bahut / bohot) teach that those spellings are one word.
   */
  spellings?: { mode: string; interchangeable(a: string, b: string): boolean };
  /** The cost of one unit in place of another, where the language knows better than spelling (particles). */
  substitutionCost?(a: string, b: string): number;
  /**
   * Words a teacher lets a learner add or leave out without changing what the sentence says
   * (German *gerade*, Hindi *कोई* and *एक*, Kannada *ಒಂದು*), lower case as written, in every script.
   */
  optionalWords?: ReadonlySet<string>;
  /** False where reordering the units is no sign of a word-order mistake (Japanese kana). */
  ordersWords?: boolean;
  /**
   * The other sentences a teacher accepts for an accepted answer, by the language's own rules
   * (numbers, time words, dropped subjects, register, address): the answer model (variants.ts).
   */
  variants?(sentence: string, prompt?: string): string[];
  /**
   * A difference the comparison's folded keys cannot see that still makes another word: a Chinese tone
   * typed on pinyin (mài, sell, for mǎi, buy). Null when there is none.
   */
  toneMistake?(attempt: Reading, answer: Reading): { unit: number; given: string; expected: string; explanation: string } | null;
  /** A gentle remark on an answer that is right but spelled in another accepted way (ß as ss, romanised), or null. */
  note(attempt: Reading, answer: Reading): { note?: "accents" | "typo"; noteText?: string } | null;
}
