/**
 * Chinese: measure words (个 杯 本 …), particles (吗 呢 了 过 的), the negations 不 and 没, 是 and
 * 很 are grammar. Characters are compared with characters; pinyin, with or without tones or spaces,
 * with the pinyin of the answers. A character that sounds the same as the right one (an input-method
 * slip) is spelling, unless it is one of those grammar characters (他 / 她, 在 / 再).
 */
import { Converter } from "opencc-js/t2cn";
import { clockVariants } from "../clock-times";
import { numberVariants } from "../numbers";
import { remembered, tokens } from "../text";
import { applyRules, movedTimeWordsUnspaced } from "../variants";
import type { GivenWord, Language, Place, Reading, Unit, Word, WordJudgement } from "../types";
import { ownMeasureWords } from "./chinese-measures";
import { plannedWithYao } from "./chinese-plans";
import { pinyinOf, plainPinyin, syllablesOf, tonedPinyinOf, tonesOfCharacter, typedTones, withToneMark } from "./pinyin";

const HAN = /\p{Script=Han}/u;
const MEASURE_WORDS = new Set("个杯本只张件条瓶碗位口次块双份");
const GRAMMAR = new Set("吗呢吧了过着的得地不没是很也都还在再就才和我你您他她它们这那哪谁几会能要想一二两三四五六七八九十有");
/** The character a pinyin syllable most likely stands for, when it is a grammar word. */
const FROM_PINYIN: Record<string, string> = {
  ge: "个", bei: "杯", ben: "本", zhang: "张", ma: "吗", ne: "呢", le: "了", guo: "过", bu: "不", mei: "没", shi: "是", hen: "很",
  liang: "两", er: "二", de: "的", ye: "也", you: "有",
};

const PAIRS: Record<string, string> = {
  "二>两": "before a measure word, two is 两",
  "呢>吗": "a yes/no question ends with 吗",
  "吗>呢": "and you? is 你呢",
  "没>不": "adjectives, habits and plans are negated with 不",
  "不>没": "有 and past actions are negated with 没",
  "是>很": "an adjective takes no 是; it takes 很",
  "很>是": "a noun after the subject takes 是",
  "了>过": "having ever done something is said with 过",
  "过>了": "a completed action is marked with 了",
  "他>她": "she is 她 (他 is he)",
  "她>他": "he is 他 (她 is she)",
};

/** Words that stay whole though made of grammar characters. */
const GRAMMAR_WORDS = new Set(["什么", "多少", "我们", "你们", "他们", "她们", "可以", "没有", "哪儿", "哪里", "这个", "那个", "一点", "一点儿"]);
const wordSegmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter("zh", { granularity: "word" }) : null;

/**
 * An answer's words, so a mistake is named on the word (谁 for 什么) rather than a character:
 * the platform's word breaker, with the grammar characters (个, 了, 不 …) always words of their own.
 */
function answerWords(text: string): string[] {
  const segments = wordSegmenter ? [...wordSegmenter.segment(text)].map((part) => part.segment) : [...text];
  return segments.flatMap((segment) => ([...segment].some((char) => GRAMMAR.has(char)) && !GRAMMAR_WORDS.has(segment) ? [...segment] : [segment]));
}

function readHanzi(sentence: string, segment: boolean): Reading {
  const units: Unit[] = [];
  const words: Word[] = [];
  for (const token of tokens(sentence)) {
    const text = token.text.normalize("NFKC");
    if (!HAN.test(text)) {
      units.push({ key: text.toLowerCase(), word: words.length, start: token.start, end: token.end });
      words.push({ text: token.text, key: text.toLowerCase(), exact: text, start: token.start, end: token.end });
      continue;
    }
    let start = token.start;
    for (const word of segment ? answerWords(token.text) : [...token.text]) {
      [...word].forEach((char, index) => units.push({ key: char.normalize("NFKC"), word: words.length, start: start + index, end: start + index + 1 }));
      words.push({ text: word, key: word.normalize("NFKC"), exact: word, start, end: start + word.length });
      start += word.length;
    }
  }
  return { source: sentence, mode: "hanzi", native: true, units, words };
}

function readPinyin(sentence: string): Reading {
  const units: Unit[] = [];
  const words: Word[] = [];
  const native = HAN.test(sentence);
  const add = (key: string, text: string, start: number, end: number) => {
    units.push({ key, word: words.length, start, end });
    words.push({ text, key, exact: text.toLowerCase(), start, end, roman: key });
  };
  for (const token of tokens(sentence)) {
    if (HAN.test(token.text)) {
      const syllables = pinyinOf(token.text);
      [...token.text].forEach((char, index) => add(syllables[index] ?? char, char, token.start + index, token.start + index + 1));
      continue;
    }
    const letters = plainPinyin(token.text);
    if (!letters) continue;
    for (const syllable of syllablesOf(letters) ?? [letters]) add(syllable, token.text, token.start, token.end);
  }
  return { source: sentence, mode: "pinyin", native, units, words };
}

const grammarChar = (word: Word | GivenWord) => (HAN.test(word.text) ? word.text : (FROM_PINYIN[word.key] ?? ""));

/** In two words of the same length that differ in one character, that character of each. */
function differingCharacters(given: string, expected: string): [string, string] | null {
  const [a, b] = [[...given], [...expected]];
  if (a.length !== b.length || a.length < 2) return null;
  const differing = a.flatMap((char, index) => (char === b[index] ? [] : [index]));
  return differing.length === 1 ? [a[differing[0]!]!, b[differing[0]!]!] : null;
}

function judgeChineseWord(given: GivenWord, place: Place): WordJudgement {
  const expected = place.answer.words[place.index]!;
  const inside = HAN.test(given.text) ? differingCharacters(given.text, expected.text) : null;
  const [g, e] = inside ?? [grammarChar(given), grammarChar(expected)];
  const quote = `“${given.text}” →`;
  const target = `“${expected.text}”`;
  const pair = PAIRS[`${g}>${e}`];
  if (pair) return { kind: "grammar", explanation: `${quote} ${pair}: ${target}.` };
  if (MEASURE_WORDS.has(e)) {
    const noun = place.answer.words.slice(place.index + 1, place.index + 3).map((word) => word.text).join(place.romanised ? " " : "");
    return { kind: "grammar", explanation: `${quote} ${noun || "this noun"} takes the measure word ${target}.` };
  }
  if (MEASURE_WORDS.has(g)) return { kind: "grammar", explanation: `${quote} no measure word here: ${target}.` };
  if (GRAMMAR.has(e) || GRAMMAR.has(g)) return { kind: "grammar", explanation: `${quote} here it's ${target}.` };
  // A character that sounds like the right one: the input method offered it, the learner knew the word.
  const [one, other] = inside ?? [given.text, expected.text];
  // Only the same syllable with the same tone: 买 (mǎi, buy) for 卖 (mài, sell) is another word.
  if (HAN.test(one) && HAN.test(other) && [...one].length === 1 && [...other].length === 1 && tonedPinyinOf(one)[0] === tonedPinyinOf(other)[0]) {
    return { kind: "slip" };
  }
  return { kind: "word", explanation: `${quote} the word here is ${target}.` };
}

/** Traditional characters as the simplified ones the course writes (Taiwan's forms and words). */
const simplify = remembered(Converter({ from: "tw", to: "cn" }));

/** A learner's sentence in traditional characters, read in simplified (same length, so every character keeps its place). */
function simplified(sentence: string): string {
  const converted = simplify(sentence);
  return [...converted].length === [...sentence].length ? converted : [...sentence].map((char) => simplify(char)).join("");
}

const TIME_WORDS = "今天 明天 昨天 现在 每天 早上 上午 中午 下午 晚上 今天晚上 昨天晚上 明天早上 今年 去年 明年 周末 这个周末 星期一 星期二 星期三 星期四 星期五 星期六 星期天 星期日 以前 后来 刚才".split(" ");
const SUBJECT = /^(我们|你们|他们|她们|我|你|您|他|她|它)/u;
/** Words a Chinese speaker writes either way: the same word in the north and the south, or two names for one day. */
const SAME_WORDS: [string, string][] = [
  ["星期天", "星期日"], ["哪儿", "哪里"], ["这儿", "这里"], ["那儿", "那里"], ["一点儿", "一点"], ["一会儿", "一会"], ["每天", "天天"],
  // Asking a name: 你叫什么名字 or 你的名字是什么.
  ["叫什么名字", "的名字是什么"],
  // Tired, hungry, thirsty, sleepy: a state said with 很 or as come about with 了 (我很累 / 我累了).
  ["很累", "累了"], ["很饿", "饿了"], ["很渴", "渴了"], ["很困", "困了"],
  // Not very: 不太 or 不是很; why not: 为什么不 or 怎么不.
  ["不太", "不是很"], ["为什么不", "怎么不"],
  // Weeks: 星期, 周 or 礼拜 (下个星期 / 下星期 / 下周, 星期一 / 周一), and the table's top (桌子上 / 桌上).
  ["下个星期", "下星期"], ["下星期", "下周"], ["下个星期", "下周"], ["上个星期", "上星期"], ["上星期", "上周"], ["上个星期", "上周"], ["这个星期", "这周"],
  ["星期一", "周一"], ["星期二", "周二"], ["星期三", "周三"], ["星期四", "周四"], ["星期五", "周五"], ["星期六", "周六"], ["星期天", "周日"], ["星期日", "周日"],
  ["桌子上", "桌上"],
];

/**
 * Emphasis a Chinese speaker adds without changing what is said: 正在 for the 在 of an action going
 * on, 要 after 比's comparison (茶比咖啡要便宜), 就 before the 在 of a place (超市就在银行旁边), the
 * 儿 of a northern speaker after a place (饭馆儿); and a name said with 的名字是 (他叫王明 / 他的名字是王明).
 */
function emphasis(sentence: string): string[] {
  const forms = [
    sentence.replace(/(?<![正现存好])在(?=(做|干|看|吃|喝|学|听|说|写|等|打|睡|上|工作|休息))/u, "正在"),
    sentence.replace(/正在/u, "在"),
    sentence.replace(/(比[^，。？！,]{1,6}?)(?<!要)(?=(便宜|贵|大|小|好|高|冷|热|快|慢|多|少|难|容易|忙|远|近|长|短))/u, "$1要"),
    sentence.replace(/^([^在，。？]{1,4})在/u, "$1就在"),
    sentence.replace(/(饭馆|公园|门口|小孩)(?!儿)/u, "$1儿"),
    sentence.replace(/^(我们|你们|他们|她们|我|你|您|他|她)叫(?!什么)/u, "$1的名字是"),
    sentence.replace(/^(我们|你们|他们|她们|我|你|您|他|她)叫(?!什么)/u, "$1的名字叫"),
  ];
  return [...new Set(forms.filter((form) => form !== sentence))];
}
/** Verbs a yes/no question can ask as verb-not-verb (是不是, 喜不喜欢, 有没有). */
const ASKABLE = ["喜欢", "认识", "知道", "可以", "觉得", "是", "有", "要", "会", "能", "想", "去", "来", "吃", "喝", "在", "看", "说"];

function sameWords(sentence: string): string[] {
  const swapped = SAME_WORDS.flatMap(([a, b]) => [a, b].filter((word) => sentence.includes(word)).map((word) => sentence.replaceAll(word, word === a ? b : a)));
  // The hour may take 钟 or not: 七点, 七点钟.
  const clock = /([一二三四五六七八九十两几\d])点(钟)?/gu;
  const withClock = sentence.replace(clock, (_, hour: string, bell?: string) => (bell ? `${hour}点` : `${hour}点钟`));
  return withClock === sentence ? swapped : [...swapped, withClock];
}

/** 你喜欢看电影吗 → 你喜不喜欢看电影: the question asked by the verb and its negation instead of 吗. */
function verbNotVerb(sentence: string): string[] {
  const match = /^(.*?)(吗)([？?。]?)$/u.exec(sentence.trim());
  if (!match) return [];
  const body = match[1]!;
  const subject = ASKING_SUBJECT.exec(body)?.[0] ?? "";
  // A time word may stand between the subject and the verb (你明天来不来).
  const time = TIME_WORDS.filter((word) => body.startsWith(word, subject.length)).sort((a, b) => b.length - a.length)[0] ?? "";
  for (const verb of ASKABLE) {
    const at = subject.length + time.length;
    if (!subject || !body.startsWith(verb, at)) continue;
    const negation = verb === "有" ? "没" : "不";
    const asked = verb.length === 2 ? `${verb[0]}${negation}${verb}` : `${verb}${negation}${verb}`;
    return [`${body.slice(0, at)}${asked}${body.slice(at + verb.length)}${match[3]}`];
  }
  return [];
}

/** Who a yes/no question asks about: a person, or this and that (这是不是你的咖啡). */
const ASKING_SUBJECT = /^(我们|你们|他们|她们|这个|那个|我|你|您|他|她|它|这|那)/u;

/** People and things close to someone, which take 的 or not after a pronoun (我的老师 / 我老师, 你的生日 / 你生日). */
const CLOSE = "妈妈 爸爸 老师 朋友 家 哥哥 姐姐 弟弟 妹妹 生日 同学 孩子 儿子 女儿 丈夫 妻子 太太 先生 男朋友 女朋友 公司 老板 爷爷 奶奶".split(" ");
function closeWithoutDe(sentence: string): string[] {
  const pattern = new RegExp(`(我们|你们|他们|她们|我|你|您|他|她)(的)?(${CLOSE.join("|")})`, "u");
  const match = pattern.exec(sentence);
  if (!match) return [];
  return [sentence.replace(pattern, match[2] ? `${match[1]}${match[3]}` : `${match[1]}的${match[3]}`)];
}

/** 我看了一个电影 → 我看了电影: "a" after a finished action's 了, said or not. */
const finishedWithoutOne = (sentence: string) => (/了一?个/u.test(sentence) ? [sentence.replace(/了一?个/u, "了")] : []);

/** 你为什么不吃肉 → 为什么你不吃肉: why, before or after the subject. */
const movedWhy = (sentence: string) => movedTimeWordsUnspaced(sentence, ["为什么"], SUBJECT);

/**
 * Each syllable's tones, unit by unit as `readPinyin` cuts the sentence: the one typed on pinyin, or every
 * tone a character is read with (a reading in context can choose wrong: 中文 read zhòng); empty where none
 * is told (no mark, the neutral tone).
 */
function tonesOf(reading: Reading): number[][] {
  const tones: number[][] = [];
  for (const token of tokens(reading.source)) {
    if (HAN.test(token.text)) {
      const read = tonedPinyinOf(token.text).map((syllable) => Number(syllable.slice(-1)));
      [...token.text].forEach((char, index) => tones.push(read[index] ? [...new Set([read[index]!, ...tonesOfCharacter(char)])] : []));
    } else if (plainPinyin(token.text)) tones.push(...typedTones(token.text).map((tone) => (tone ? [tone] : [])));
  }
  return tones;
}

const ORDINAL = ["", "first", "second", "third", "fourth"];

/**
 * A tone typed on pinyin that is not the answer's: another word (mài, sell, for mǎi, buy), which the
 * toneless comparison cannot see. Not for 不 and 一, whose tone changes with the next syllable, nor a
 * third tone said as a second before another third (nǐ hǎo, ní hǎo).
 */
function toneMistake(attempt: Reading, answer: Reading): { unit: number; given: string; expected: string; explanation: string } | null {
  if (attempt.native || attempt.mode !== "pinyin") return null;
  const [typed, told] = [tonesOf(attempt), tonesOf(answer)];
  if (typed.length !== attempt.units.length || told.length !== answer.units.length || typed.length !== told.length) return null;
  for (const [index, unit] of answer.units.entries()) {
    const [given, expected] = [typed[index]![0], told[index]![0]];
    if (!given || !expected || told[index]!.includes(given) || unit.key === "bu" || unit.key === "yi" || (given + expected === 5 && Math.min(given, expected) === 2)) continue;
    const [said, meant] = [withToneMark(unit.key, given), withToneMark(unit.key, expected)];
    return { unit: index, given: said, expected: meant, explanation: `“${said}” has the ${ORDINAL[given]} tone, which makes it another word: here it's the ${ORDINAL[expected]} tone, “${meant}”.` };
  }
  return null;
}

const QUESTION_WORDS = /什么|谁|哪|几|多少|怎么|呢|shenme|shei|shui|nar|nali|duoshao/;

/** "我(从来)没去过日本": *ever* before a negative said or not. */
const OPTIONAL_WORDS = new Set(["从来", "從來", "cónglái", "conglai", "cong2lai2"]);

export const chinese: Language = {
  code: "zh",
  optionalWords: OPTIONAL_WORDS,
  context: () => null,
  readAnswer: (sentence) => (HAN.test(sentence) ? [readHanzi(sentence, true), readPinyin(sentence)] : [readPinyin(sentence)]),
  readAttempt: (sentence) => (HAN.test(sentence) ? [{ ...readHanzi(simplified(sentence), false), source: sentence }] : [readPinyin(sentence)]),
  variants: (sentence) =>
    // Numbers twice: each number of the sentence in digits (两点十五分 → 2点15分).
    applyRules(sentence, [sameWords, emphasis, ownMeasureWords, plannedWithYao, (text) => clockVariants(text, "zh"), (text) => numberVariants(text, "zh"), (text) => numberVariants(text, "zh"), (text) => movedTimeWordsUnspaced(text, TIME_WORDS, SUBJECT), verbNotVerb, closeWithoutDe, finishedWithoutOne, movedWhy]),
  judgeWord: judgeChineseWord,
  toneMistake,
  missing(place) {
    const expected = place.answer.words[place.index]!;
    const char = grammarChar(expected);
    const before = place.answer.words[place.index - 1]?.text;
    const after = place.answer.words[place.index + 1]?.text;
    if (MEASURE_WORDS.has(char)) return `The measure word “${expected.text}” is missing${before && after ? ` between “${before}” and “${after}”` : ""}.`;
    if (char === "了") return `“${expected.text}” is missing: it marks the completed action.`;
    if (char === "吗") return `“${expected.text}” is missing: it turns the sentence into a question.`;
    if (char === "是") return `“${expected.text}” is missing: a noun after the subject takes 是.`;
    return `“${expected.text}” is missing here.`;
  },
  extra(given, place) {
    const char = grammarChar(given);
    if (char === "吗" && QUESTION_WORDS.test(place.answer.source.toLowerCase())) return `“${given.text}” is not needed: the question word already makes it a question.`;
    if (char === "吗") return `“${given.text}” is not needed: this is not a question.`;
    if (char === "了" && /没|mei/.test(place.answer.source.toLowerCase())) return `“${given.text}” is not needed: a past negated with 没 takes no 了.`;
    if (char === "了") return `“${given.text}” is not needed here: 了 would make it a finished action.`;
    return `“${given.text}” is not needed here.`;
  },
  note(attempt, answer) {
    if (attempt.native || !answer.native) return null;
    return { noteText: `In characters it's written “${answer.source}”.` };
  },
};
