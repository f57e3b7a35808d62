/**
 * Numbers written as words or as digits are one answer: "Es ist drei Uhr" and "Es ist 3 Uhr",
 * "我三点起床" and "我3点起床". The words of 2 to 100 in the languages whose numbers follow a rule;
 * one is left alone (it is also an article: ein, un, una).
 */

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

const SPELLERS: Record<string, (n: number) => string> = { de: german, es: spanish, fr: french, zh: han, ja: han };

interface NumberWords {
  /** Word form → number, longest first in `pattern`. */
  values: Map<string, number>;
  pattern: RegExp;
  spell: (n: number) => string;
}

const cache = new Map<string, NumberWords | null>();

function numberWords(code: string): NumberWords | null {
  if (cache.has(code)) return cache.get(code)!;
  const spell = SPELLERS[code];
  let words: NumberWords | null = null;
  if (spell) {
    const values = new Map<string, number>();
    for (let n = 2; n <= 100; n++) values.set(spell(n), n);
    const alternatives = [...values.keys()].sort((a, b) => b.length - a.length).map((word) => word.replace(/[-]/g, "[- ]"));
    // Chinese and Japanese numerals stand between other characters; Latin ones between spaces.
    const bounded = code === "zh" || code === "ja" ? `(?<![零一二三四五六七八九十百])(?:${alternatives.join("|")})(?![零一二三四五六七八九十百])` : `(?<!\\p{L})(?:${alternatives.join("|")})(?!\\p{L})`;
    words = { values, pattern: new RegExp(bounded, "giu"), spell };
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
  const asDigits = sentence.replace(words.pattern, (match) => String(words.values.get(match.toLowerCase().replace(/ (?=\p{L})/gu, (space) => (words.values.has(match.toLowerCase()) ? space : "-"))) ?? words.values.get(match.toLowerCase()) ?? match));
  if (asDigits !== sentence) variants.push(asDigits);
  const asWords = sentence.replace(/(?<![\d.,:])\d{1,3}(?![\d.,:])/g, (digits, at: number) => {
    const n = Number(digits);
    if (n < 2 || n > 100) return digits;
    if (code === "zh" && n === 2 && CHINESE_MEASURES.test(sentence.slice(at + digits.length))) return "两";
    return words.spell(n);
  });
  if (asWords !== sentence) variants.push(asWords);
  if (code === "zh" && sentence.includes("两")) variants.push(sentence.replace(/两(?=[个杯本只张件条瓶碗位口次块双份点天年岁])/gu, "2"));
  return variants;
}
