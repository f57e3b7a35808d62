/**
 * A clock time is one answer however a speaker says it: "um halb sieben", "um sechs Uhr dreißig",
 * "um 6:30"; "las diez menos cuarto", "las nueve y cuarenta y cinco", "un cuarto para las diez";
 * "dix heures moins le quart", "neuf heures quarante-cinq", "9h45"; "七点半", "七点三十分"; "7時半",
 * "7時30分". The time is read from an accepted answer and said again in each of the language's
 * common ways (a rule of the language, not a list per exercise); digits and number words are the
 * numbers rule's business (numbers.ts).
 */
import { readNumber, spellNumber } from "./numbers";

/** A time found in a sentence: where it stands (characters) and what it says. */
interface FoundTime {
  start: number;
  end: number;
  hour: number;
  minute: number;
}

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const tokensOf = (sentence: string): Token[] =>
  [...sentence.matchAll(/[\p{L}\p{M}\d:'-]+/gu)].map((match) => ({ text: match[0], lower: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length }));

const pad = (minute: number) => String(minute).padStart(2, "0");
const on12 = (hour: number) => hour % 12 || 12;
const validTime = (hour: number | undefined, minute: number | undefined) => hour !== undefined && minute !== undefined && hour >= 0 && hour <= 24 && minute >= 0 && minute < 60;

/** The minutes at `at`: one token, or Spanish's "cuarenta y cinco" (three). */
function minutesAt(tokens: Token[], at: number, code: string): [number, number] | null {
  const three = tokens.slice(at, at + 3).map((token) => token.lower);
  if (three.length === 3 && three[1] === "y") {
    const value = readNumber(three.join(" "), code);
    if (value !== undefined) return [value, 3];
  }
  const value = tokens[at] ? readNumber(tokens[at].lower, code) : undefined;
  return value === undefined ? null : [value, 1];
}

type Reader = (tokens: Token[], at: number) => { hour: number; minute: number; length: number } | null;

const digital: Reader = (tokens, at) => {
  const match = /^(\d{1,2})(?::|h)(\d{2})?$/.exec(tokens[at]?.lower ?? "");
  if (!match || (!match[2] && !tokens[at]!.lower.includes("h"))) return null;
  return { hour: Number(match[1]), minute: Number(match[2] ?? 0), length: 1 };
};

const germanReader: Reader = (tokens, at) => {
  const word = (offset: number) => tokens[at + offset]?.lower;
  const number = (offset: number) => (tokens[at + offset] ? readNumber(tokens[at + offset]!.lower, "de") : undefined);
  if (word(0) === "halb" && number(1)) return { hour: number(1)! - 1, minute: 30, length: 2 };
  if (word(0) === "viertel" && (word(1) === "nach" || word(1) === "vor") && number(2)) {
    return word(1) === "nach" ? { hour: number(2)!, minute: 15, length: 3 } : { hour: number(2)! - 1, minute: 45, length: 3 };
  }
  const clock = digital(tokens, at);
  if (clock) return word(1) === "uhr" ? { ...clock, length: 2 } : clock;
  if (number(0) !== undefined && word(1) === "uhr") return number(2) !== undefined ? { hour: number(0)!, minute: number(2)!, length: 3 } : { hour: number(0)!, minute: 0, length: 2 };
  // "um sieben", "es ist eins": an hour said alone after um or ist.
  // ("Es ist ein Hund" is no time: after ist, only as the sentence's last word.)
  if (number(0) !== undefined && (word(-1) === "um" || (word(-1) === "ist" && word(1) === undefined))) return { hour: number(0)!, minute: 0, length: 1 };
  return null;
};

function sayGerman(hour: number, minute: number, before: string): string[] {
  const shown = hour > 12 ? hour : on12(hour);
  const next = hour > 12 ? hour + 1 : on12(hour + 1);
  const alone = (n: number) => (n === 1 ? "eins" : spellNumber(n, "de"));
  const withUhr = (n: number) => `${n === 1 ? "ein" : spellNumber(n, "de")} Uhr`;
  const digits = [`${shown}:${pad(minute)}`, `${shown}:${pad(minute)} Uhr`];
  if (minute === 0) return [withUhr(shown), ...(before === "um" || before === "ist" ? [alone(shown)] : [])];
  const spoken = `${withUhr(shown)} ${spellNumber(minute, "de")}`;
  if (minute === 30) return [`halb ${alone(next)}`, spoken, ...digits];
  if (minute === 15) return [`Viertel nach ${alone(shown)}`, spoken, ...digits];
  if (minute === 45) return [`Viertel vor ${alone(next)}`, spoken, ...digits];
  return [spoken, ...digits];
}

const spanishReader: Reader = (tokens, at) => {
  const word = (offset: number) => tokens[at + offset]?.lower;
  if (word(0) === "un" && word(1) === "cuarto" && word(2) === "para" && (word(3) === "la" || word(3) === "las")) {
    const hour = readNumber(word(4) ?? "", "es");
    return hour === undefined ? null : { hour: hour - 1, minute: 45, length: 5 };
  }
  if (word(0) !== "la" && word(0) !== "las") return null;
  const clock = digital(tokens, at + 1);
  if (clock) return { ...clock, length: 2 };
  const hour = readNumber(word(1) ?? "", "es");
  if (hour === undefined) return null;
  if (word(2) === "en" && word(3) === "punto") return { hour, minute: 0, length: 4 };
  if (word(2) === "y" || word(2) === "menos") {
    const minutes = word(3) === "media" ? [30, 1] : word(3) === "cuarto" ? [15, 1] : minutesAt(tokens, at + 3, "es");
    if (minutes) return word(2) === "y" ? { hour, minute: minutes[0]!, length: 3 + minutes[1]! } : { hour: hour - 1, minute: 60 - minutes[0]!, length: 3 + minutes[1]! };
  }
  return { hour, minute: 0, length: 2 };
};

function saySpanish(hour: number, minute: number): string[] {
  const [shown, next] = [on12(hour), on12(hour + 1)];
  const the = (n: number) => (n === 1 ? "la una" : `las ${spellNumber(n, "es")}`);
  const digits = `${shown === 1 ? "la" : "las"} ${shown}:${pad(minute)}`;
  if (minute === 0) return [the(shown), `${the(shown)} en punto`];
  const plain = `${the(shown)} y ${spellNumber(minute, "es")}`;
  if (minute === 30) return [`${the(shown)} y media`, plain, digits];
  if (minute === 15) return [`${the(shown)} y cuarto`, plain, digits];
  if (minute === 45) return [`${the(next)} menos cuarto`, plain, `un cuarto para ${the(next)}`, digits];
  return minute > 30 ? [plain, `${the(next)} menos ${spellNumber(60 - minute, "es")}`, digits] : [plain, digits];
}

const frenchReader: Reader = (tokens, at) => {
  const word = (offset: number) => tokens[at + offset]?.lower;
  const clock = digital(tokens, at);
  if (clock) return clock;
  const hour = word(0) === "midi" ? 12 : word(0) === "minuit" ? 0 : word(1) === "heure" || word(1) === "heures" ? readNumber(word(0) ?? "", "fr") : undefined;
  if (hour === undefined) return null;
  const after = word(0) === "midi" || word(0) === "minuit" ? 1 : 2;
  const then = (offset: number) => word(after + offset);
  if (then(0) === "et" && (then(1) === "demie" || then(1) === "quart")) return { hour, minute: then(1) === "demie" ? 30 : 15, length: after + 2 };
  if (then(0) === "moins" && then(1) === "le" && then(2) === "quart") return { hour: hour - 1, minute: 45, length: after + 3 };
  if (then(0) === "moins" && then(1) === "quart") return { hour: hour - 1, minute: 45, length: after + 2 };
  const minutes = after === 2 ? readNumber(then(0) ?? "", "fr") : undefined;
  return minutes !== undefined && minutes < 60 ? { hour, minute: minutes, length: after + 1 } : { hour, minute: 0, length: after };
}

function sayFrench(hour: number, minute: number): string[] {
  const hours = (n: number) => (n === 1 ? "une heure" : `${spellNumber(n, "fr")} heures`);
  const next = hour === 12 ? 13 : hour + 1;
  if (minute === 0) return [hours(hour), `${hour}h`];
  const plain = `${hours(hour)} ${spellNumber(minute, "fr")}`;
  const digits = `${hour}h${pad(minute)}`;
  if (minute === 30) return [`${hours(hour)} et demie`, plain, digits];
  if (minute === 15) return [`${hours(hour)} et quart`, plain, digits];
  if (minute === 45) return [`${hours(next)} moins le quart`, plain, digits];
  return [plain, digits];
}

/** Chinese 点 and Japanese 時: the hour, then 半, a quarter (一刻, 三刻) or the minutes. */
const HAN_TIME = { zh: /([零一二三四五六七八九十两\d]{1,3})点(半|一刻|三刻|钟|([零一二三四五六七八九十\d]{1,3})分?)?/gu, ja: /([〇一二三四五六七八九十\d]{1,3})時(半|([〇一二三四五六七八九十\d]{1,3})分)?/gu };

function hanTimes(sentence: string, code: "zh" | "ja"): FoundTime[] {
  return [...sentence.matchAll(HAN_TIME[code])].flatMap((match) => {
    const hour = match[1] === "两" ? 2 : readNumber(match[1]!, code);
    const minute = match[2] === "半" ? 30 : match[2] === "一刻" ? 15 : match[2] === "三刻" ? 45 : match[3] ? readNumber(match[3], code) : 0;
    return validTime(hour, minute) ? [{ start: match.index, end: match.index + match[0].length, hour: hour!, minute: minute! }] : [];
  });
}

function sayHan(hour: number, minute: number, code: "zh" | "ja"): string[] {
  if (code === "ja") return minute === 0 ? [`${hour}時`] : minute === 30 ? [`${hour}時半`, `${hour}時30分`] : [`${hour}時${minute}分`];
  const said = hour === 2 ? "两" : spellNumber(hour, "zh");
  const minutes = spellNumber(minute, "zh");
  if (minute === 0) return [`${said}点`, `${said}点钟`];
  const plain = [`${said}点${minutes}分`, `${said}点${minutes}`];
  if (minute === 30) return [`${said}点半`, ...plain];
  if (minute === 15) return [`${said}点一刻`, ...plain];
  if (minute === 45) return [`${said}点三刻`, ...plain];
  return plain;
}

const READERS: Record<string, Reader> = { de: germanReader, es: spanishReader, fr: frenchReader };
const SAYERS: Record<string, (hour: number, minute: number, before: string) => string[]> = { de: sayGerman, es: saySpanish, fr: sayFrench };

function timesIn(sentence: string, code: string): FoundTime[] {
  if (code === "zh" || code === "ja") return hanTimes(sentence, code);
  const reader = READERS[code];
  if (!reader) return [];
  const tokens = tokensOf(sentence);
  const found: FoundTime[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const time = reader(tokens, at);
    if (!time || !validTime(time.hour, time.minute)) continue;
    found.push({ start: tokens[at]!.start, end: tokens[at + time.length - 1]!.end, hour: (time.hour + 24) % 24, minute: time.minute });
    at += time.length - 1;
  }
  return found;
}

/** Spanish says es with la una and son with the others: "Es la una y media", "Son las doce y media". */
const agreeingVerb = (before: string, said: string) => (said.startsWith("la ") ? before.replace(/\b(S|s)on $/u, (_, s: string) => `${s === "S" ? "E" : "e"}s `) : said.startsWith("las ") ? before.replace(/\b(E|e)s $/u, (_, e: string) => `${e === "E" ? "S" : "s"}on `) : before);

/** The sentence with each clock time in it said in the language's other common ways. */
export function clockVariants(sentence: string, code: string): string[] {
  const variants: string[] = [];
  for (const time of timesIn(sentence, code)) {
    const before = sentence.slice(0, time.start);
    const lastWord = /(\p{L}+)\s*$/u.exec(before)?.[1]?.toLowerCase() ?? "";
    const said = code === "zh" || code === "ja" ? sayHan(time.hour, time.minute, code) : SAYERS[code]!(time.hour, time.minute, lastWord);
    for (const each of said) {
      const written = time.start === 0 ? each[0]!.toUpperCase() + each.slice(1) : each;
      const variant = (code === "es" ? agreeingVerb(before, each) : before) + written + sentence.slice(time.end);
      if (variant !== sentence) variants.push(variant);
    }
  }
  return variants;
}
