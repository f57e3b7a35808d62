/**
 * Numbers written as words or as digits are one answer: "Es ist drei Uhr" and "Es ist 3 Uhr",
 * "我三点起床" and "我3点起床". The words of 2 to 100 in the languages whose numbers follow a rule,
 * and of 2 to 20 and the tens in Hindi and Kannada; one is left alone (it is also an article: ein,
 * un, una, एक).
 */
import { isLanguageCode, type LanguageCode } from "../../../contract/languages";

const GERMAN_UNITS = ["", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
const GERMAN_TEENS = ["zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"];
const GERMAN_TENS = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];

function german(n: number): string {
  if (n === 100) return "hundert";
  if (n < 10) return GERMAN_UNITS[n]!;
  if (n < 20) return GERMAN_TEENS[n - 10]!;
  const [tens, units] = [Math.floor(n / 10), n % 10];
  return units ? `${GERMAN_UNITS[units]}und${GERMAN_TENS[tens]}` : GERMAN_TENS[tens]!;
}

const SPANISH_SMALL = "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve".split(" ");
const SPANISH_TENS = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"];

function spanish(n: number): string {
  if (n === 100) return "cien";
  if (n < 30) return SPANISH_SMALL[n]!;
  const [tens, units] = [Math.floor(n / 10), n % 10];
  return units ? `${SPANISH_TENS[tens]} y ${SPANISH_SMALL[units]}` : SPANISH_TENS[tens]!;
}

const FRENCH_SMALL = "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf".split(" ");
const FRENCH_TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"];

function french(n: number): string {
  if (n === 100) return "cent";
  if (n < 20) return FRENCH_SMALL[n]!;
  if (n === 80) return "quatre-vingts";
  const [tens, units] = [Math.floor(n / 10), n % 10];
  if (tens === 7 || tens === 9) return `${tens === 7 ? "soixante" : "quatre-vingt"}${units === 1 && tens === 7 ? " et " : "-"}${FRENCH_SMALL[10 + units]}`;
  const base = tens === 8 ? "quatre-vingt" : FRENCH_TENS[tens]!;
  if (!units) return base;
  return units === 1 && tens !== 8 ? `${base} et un` : `${base}-${FRENCH_SMALL[units]}`;
}

const HAN_DIGITS = "零一二三四五六七八九";

function han(n: number): string {
  if (n === 100) return "一百";
  if (n < 10) return HAN_DIGITS[n]!;
  const [tens, units] = [Math.floor(n / 10), n % 10];
  return `${tens > 1 ? HAN_DIGITS[tens] : ""}十${units ? HAN_DIGITS[units] : ""}`;
}

/** Hindi and Kannada numbers to 20, the tens and 100 (the others are words of their own, not needed by the lessons). */
const HINDI = "दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस".split(" ");
const HINDI_TENS: Record<number, string> = { 30: "तीस", 40: "चालीस", 50: "पचास", 60: "साठ", 70: "सत्तर", 80: "अस्सी", 90: "नब्बे", 100: "सौ" };
const KANNADA = "ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು ಹತ್ತು ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಹದಿಮೂರು ಹದಿನಾಲ್ಕು ಹದಿನೈದು ಹದಿನಾರು ಹದಿನೇಳು ಹದಿನೆಂಟು ಹತ್ತೊಂಬತ್ತು ಇಪ್ಪತ್ತು".split(" ");
const KANNADA_TENS: Record<number, string> = { 30: "ಮೂವತ್ತು", 40: "ನಲವತ್ತು", 50: "ಐವತ್ತು", 60: "ಅರವತ್ತು", 70: "ಎಪ್ಪತ್ತು", 80: "ಎಂಬತ್ತು", 90: "ತೊಂಬತ್ತು", 100: "ನೂರು" };
const listed = (small: string[], tens: Record<number, string>) => (n: number) => (n <= 20 ? small[n - 2]! : (tens[n] ?? ""));
/** Hindi 21–99, each a word of its own. */
const HINDI_21_TO_99 = (
  "इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस - इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस - " +
  "इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास - इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ - " +
  "इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर - इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उनासी - " +
  "इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी - इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे"
).split(" ");
const hindi = (n: number) => (n > 20 && n < 100 && n % 10 ? HINDI_21_TO_99[n - 21]! : listed(HINDI, HINDI_TENS)(n));
/** Kannada 21–99 by its rule: the ten's stem, the unit's vowel joined to it (ಇಪ್ಪತ್ತೊಂದು, ಇಪ್ಪತ್ತೈದು, ಇಪ್ಪತ್ತಮೂರು). */
const KANNADA_TEN_STEMS = ["", "", "ಇಪ್ಪತ್ತ", "ಮೂವತ್ತ", "ನಲವತ್ತ", "ಐವತ್ತ", "ಅರವತ್ತ", "ಎಪ್ಪತ್ತ", "ಎಂಬತ್ತ", "ತೊಂಬತ್ತ"];
const KANNADA_JOINED_UNITS = ["", "ೊಂದು", "ೆರಡು", "ಮೂರು", "ನಾಲ್ಕು", "ೈದು", "ಾರು", "ೇಳು", "ೆಂಟು", "ೊಂಬತ್ತು"];
const kannada = (n: number) => (n > 20 && n < 100 && n % 10 ? KANNADA_TEN_STEMS[Math.floor(n / 10)]! + KANNADA_JOINED_UNITS[n % 10]! : listed(KANNADA, KANNADA_TENS)(n));
/** Hundreds and thousands, for prices: Kannada's hundreds words of their own, Hindi the unit and सौ, हज़ार. */
const HUNDREDS: Partial<Record<LanguageCode, Record<number, string>>> = {
  kn: { 200: "ಇನ್ನೂರು", 300: "ಮುನ್ನೂರು", 400: "ನಾನೂರು", 500: "ಐನೂರು", 600: "ಆರುನೂರು", 700: "ಏಳುನೂರು", 800: "ಎಂಟುನೂರು", 900: "ಒಂಬೈನೂರು", 1000: "ಸಾವಿರ", 2000: "ಎರಡು ಸಾವಿರ", 3000: "ಮೂರು ಸಾವಿರ", 5000: "ಐದು ಸಾವಿರ" },
  hi: { 200: "दो सौ", 300: "तीन सौ", 400: "चार सौ", 500: "पाँच सौ", 600: "छह सौ", 700: "सात सौ", 800: "आठ सौ", 900: "नौ सौ", 1000: "हज़ार", 2000: "दो हज़ार", 3000: "तीन हज़ार", 4000: "चार हज़ार", 5000: "पाँच हज़ार", 10000: "दस हज़ार" },
};

/** Every registered language spells its numbers (a new one does not typecheck without). */
const SPELLERS: Readonly<Record<LanguageCode, (n: number) => string>> = { de: german, es: spanish, fr: french, zh: han, ja: han, hi: hindi, kn: kannada };

interface NumberWords {
  /** Word form → number, longest first in `pattern`. */
  values: Map<string, number>;
  pattern: RegExp;
  spell: (n: number) => string;
}

const cache = new Map<string, NumberWords | null>();

function numberWords(code: string): NumberWords | null {
  if (cache.has(code)) return cache.get(code)!;
  const spell = isLanguageCode(code) ? SPELLERS[code] : undefined;
  let words: NumberWords | null = null;
  if (spell) {
    const values = new Map<string, number>();
    for (let n = 2; n <= 100; n++) if (spell(n)) values.set(spell(n), n);
    for (const [n, word] of Object.entries(HUNDREDS[code as LanguageCode] ?? {})) values.set(word, Number(n));
    const alternatives = [...values.keys()].sort((a, b) => b.length - a.length).map((word) => word.replace(/[-]/g, "[- ]"));
    // Chinese and Japanese numerals stand between other characters; the others between spaces (a letter's marks are letters too).
    const bounded =
      code === "zh" || code === "ja" ? `(?<![零一二三四五六七八九十百])(?:${alternatives.join("|")})(?![零一二三四五六七八九十百])` : `(?<![\\p{L}\\p{M}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}])`;
    const hundreds = HUNDREDS[code as LanguageCode] ?? {};
    words = { values, pattern: new RegExp(bounded, "giu"), spell: (n) => (n <= 100 ? spell(n) : (hundreds[n] ?? "")) };
  }
  cache.set(code, words);
  return words;
}

/** Measure words after which two is 两, not 二. */
const CHINESE_MEASURES = /^[个杯本只张件条瓶碗位口次块双份点天年岁]/u;

/**
 * The sentence with its number words as digits, and with its digits as words (each only when the
 * sentence has some): what a learner may write for the same answer.
 */
export function numberVariants(sentence: string, code: string): string[] {
  const words = numberWords(code);
  if (!words) return [];
  const variants: string[] = [];
  // "vingt trois" typed with a space is the hyphenated word.
  const valueOf = (match: string) => words.values.get(match.toLowerCase()) ?? words.values.get(match.toLowerCase().replace(/ /g, "-"));
  const asDigits = sentence.replace(words.pattern, (match) => String(valueOf(match) ?? match));
  if (asDigits !== sentence) variants.push(asDigits);
  const asWords = sentence.replace(/(?<![\d.,:])\d{1,5}(?![\d.,:])/g, (digits, at: number) => {
    const n = Number(digits);
    if (n < 2 || !words.spell(n)) return digits;
    if (code === "zh" && n === 2 && CHINESE_MEASURES.test(sentence.slice(at + digits.length))) return "两";
    return words.spell(n);
  });
  if (asWords !== sentence) variants.push(asWords);
  if (code === "zh" && sentence.includes("两")) variants.push(sentence.replace(/两(?=[个杯本只张件条瓶碗位口次块双份点天年岁])/gu, "2"));
  return variants;
}

/** A number written in digits or in the language's words (one included: eins, una, une, 一), or undefined. */
export function readNumber(word: string, code: string): number | undefined {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  const lower = word.toLowerCase();
  if (ONE[code]?.includes(lower)) return 1;
  return numberWords(code)?.values.get(lower) ?? numberWords(code)?.values.get(lower.replace(/ /g, "-"));
}

/** The language's word for a number from 1 to 100 ("" where it has none). */
export function spellNumber(n: number, code: string): string {
  if (n === 1) return ONE[code]?.[0] ?? "";
  return isLanguageCode(code) ? SPELLERS[code](n) : "";
}

/** One, left out of the number words above (it is also an article); the first is the one a count says. */
const ONE: Record<string, string[]> = { de: ["eins", "ein", "eine"], es: ["una", "uno", "un"], fr: ["une", "un"], zh: ["一"], ja: ["一"] };
