/**
 * The plain style beside the polite one the lessons teach: 見ます → 見る, 飲みません → 飲まない,
 * 行きました → 行った, 寒かったです → 寒かった, 静かです → 静かだ, でした → だった, ありません → ない,
 * 読んでいます → 読んでいる (and the spoken 読んでます, 読んでる). A plain sentence is correct Japanese:
 * the checker accepts it and says the lesson practises the polite form. The forms are conjugated from
 * the accepted answers' kana, by the verb's class (godan or ichidan), which the course's own te- and
 * dictionary forms tell, then the few i-row ichidan verbs every beginner meets.
 */
import { toHiragana } from "wanakana";
import { courseOf } from "../course";

/** A kana key of an answer said another way, and whether that way is the plain style (the note is given then). */
export interface PlainKey {
  key: string;
  plain: boolean;
}

const I_ROW = "いきぎしじちにびみり";
const E_ROW = "えけげせぜてでねべぺめれ";
const TO_U: Record<string, string> = { い: "う", き: "く", ぎ: "ぐ", し: "す", ち: "つ", に: "ぬ", び: "ぶ", み: "む", り: "る" };
const TO_A: Record<string, string> = { い: "わ", き: "か", ぎ: "が", し: "さ", ち: "た", に: "な", び: "ば", み: "ま", り: "ら" };
const TO_O: Record<string, string> = { い: "お", き: "こ", ぎ: "ご", し: "そ", ち: "と", に: "の", び: "ぼ", み: "も", り: "ろ" };
/** The godan te-form's ending by the stem's last kana (行き → 行って is the one exception). */
const TE: Record<string, string> = { い: "って", ち: "って", り: "って", み: "んで", び: "んで", に: "んで", き: "いて", ぎ: "いで", し: "して" };

/** Ichidan verbs whose stem ends in an i-row kana, which no ending tells from godan ones: the beginner's few. */
const I_ROW_ICHIDAN = ["み", "い", "おき", "でき", "あび", "しんじ", "かんじ"];
/** What may stand before a one-kana verb stem (テレビを見ます, えいがも見ます, 読んでいます). */
const BEFORE_SHORT_STEM = /[おわがにでもとえやかて]$/u;

interface Verb {
  /** The sentence before the verb. */
  before: string;
  dictionary: string;
  negativeStem: string;
  past: string;
  volitional: string;
}

type Known = (kana: string) => boolean;

let romajiWords: Set<string> | null = null;
/** Kana as a reading's key spells them (japanese-script.ts): は を へ as pronounced, the long o as おう. */
const asKey = (kana: string) => kana.replace(/[はをへぢづ]/gu, (char) => ({ は: "わ", を: "お", へ: "え", ぢ: "じ", づ: "ず" })[char]!).replace(O_THEN_O, "う");
const O_THEN_O = /(?<=[おこごそぞとどのほぼぽもよろょ])お/gu;

/** The course's words read in kana from its romaji (its kana words are cut at kanji, its romaji ones whole). */
function courseKnows(kana: string): boolean {
  romajiWords ??= new Set([...courseOf("ja").words].filter((word) => /^[a-z']+$/.test(word)).map((word) => asKey(toHiragana(word))));
  return kana.length >= 2 && romajiWords.has(kana);
}

const godanTe = (stem: string) => (stem.endsWith("いき") && stem.length === 2 ? "いって" : stem.slice(0, -1) + TE[stem[stem.length - 1]!]!);

function verbOf(stem: string, known: Known): Verb | null {
  const last = stem[stem.length - 1] ?? "";
  if (!last) return null;
  const ichidan = (length: number): Verb => ({ before: stem.slice(0, -length), dictionary: `${stem.slice(-length)}る`, negativeStem: stem.slice(-length), past: `${stem.slice(-length)}た`, volitional: `${stem.slice(-length)}よう` });
  const godan = (length: number): Verb => {
    const verb = stem.slice(-length);
    const root = verb.slice(0, -1);
    const past = godanTe(verb).replace(/て$/u, "た").replace(/で$/u, "だ");
    // ある's negative is ない, not あらない.
    return { before: stem.slice(0, -length), dictionary: root + TO_U[last]!, negativeStem: verb === "あり" ? "" : root + TO_A[last]!, past, volitional: `${root + TO_O[last]!}う` };
  };
  if (E_ROW.includes(last)) return ichidan(1);
  if (!I_ROW.includes(last)) return null;
  for (let length = Math.min(4, stem.length); length >= 1; length--) {
    const verb = stem.slice(-length);
    // A one-kana stem is a verb of its own only after a particle (テレビを見ます), not the end of a longer one (飲み).
    if (length === 1 && stem.length > 1 && !BEFORE_SHORT_STEM.test(stem.slice(0, -1))) continue;
    // きます alone is 来る (and します after a particle する, below).
    if (length === 1 && verb === "き") return { before: stem.slice(0, -1), dictionary: "くる", negativeStem: "こ", past: "きた", volitional: "こよう" };
    // A stem in し is a godan verb in す (話します) unless the noun before it is a word the course knows (勉強します).
    if (last === "し") {
      if (length === 1 || known(verb.slice(0, -1))) break;
      if (known(`${verb}て`)) return godan(length);
      continue;
    }
    // The beginner's ichidan verbs, as a whole verb only (み is 見, but not the end of 飲み), whatever a te-form says.
    const whole = length === stem.length || BEFORE_SHORT_STEM.test(stem.slice(0, -length));
    if (whole && I_ROW_ICHIDAN.includes(verb)) return ichidan(length);
    const asIchidan = [`${verb}る`, `${verb}て`, `${verb}た`, `${verb}ない`].some(known);
    // Its te- and nai-forms only: a godan dictionary form is often a noun as well (にく, meat, for に来).
    const asGodan = [godanTe(verb), `${verb.slice(0, -1) + TO_A[last]!}ない`].some(known);
    if (asIchidan && !asGodan) return ichidan(length);
    if (asGodan && !asIchidan) return godan(length);
  }
  // する after a noun (べんきょうします) when nothing says the stem is a godan verb in す (はなします).
  if (last === "し") return { before: stem.slice(0, -1), dictionary: "する", negativeStem: "し", past: "した", volitional: "しよう" };
  return godan(1);
}

/** The polite verb endings and their plain forms, longest first. */
const VERB_END = /^(.+?)(ませんでした|ました|ません|ましょう|ます)(か?)$/u;
const NEGATIVE_END = /^(.+?)(じゃ|でわ|く)ありません(でした)?(か?)$/u;
const COPULA_END = /^(.+?)(でした|です)(か?)$/u;

/** The plain forms of a polite ending at the end of `text` (a clause's kana), none when it has no polite ending. */
function plainEnds(text: string, known: Known, clause = false): string[] {
  const negative = NEGATIVE_END.exec(text);
  if (negative) {
    const [, before, link, past] = negative;
    const ending = past ? "なかった" : "ない";
    return link === "く" ? [`${before}く${ending}`] : [`${before}じゃ${ending}`, `${before}でわ${ending}`];
  }
  const verbal = VERB_END.exec(text);
  if (verbal) {
    const [, stem, ending] = verbal;
    const verb = verbOf(stem!, known);
    if (!verb) return [];
    const said = { ませんでした: `${verb.negativeStem}なかった`, ました: verb.past, ません: `${verb.negativeStem}ない`, ましょう: verb.volitional, ます: verb.dictionary }[ending!]!;
    return [verb.before + said];
  }
  const copula = COPULA_END.exec(text);
  if (!copula) return [];
  const [, before, ending] = copula;
  // 行くんです → 行くんだ, 行くの; an adjective or -たい, -ない, -かった needs no copula (寒いです → 寒い, never 寒いだ).
  if (/[うくぐすつぬぶむるいた]ん$/u.test(before!)) return [`${before}だ`, `${before!.slice(0, -1)}の`];
  // でした after い is a na-adjective's (きれいでした: an i-adjective's past is -かった), so だった.
  if (/[いた]$/u.test(before!)) return ending === "です" ? [before!] : before!.endsWith("い") ? [`${before}だった`] : [];
  // A noun or na-adjective may end a plain sentence bare (この町は静か), never a clause (好きから).
  return ending === "です" ? (clause ? [`${before}だ`] : [`${before}だ`, before!]) : [`${before}だった`];
}

/** A request said plainly is its て-form alone (ゆっくり話してください → ゆっくり話して). */
const plainRequest = (key: string) => (/[てで]ください$/u.test(key) ? [key.slice(0, -4)] : []);

/** A question said plainly drops its か (佐藤さんでしたか → 佐藤さんだった？). */
const withoutQuestion = (key: string) => (/(ます|ません|ました|ませんでした|です|でした|ありません|ましょう)か$/u.test(key) ? key.slice(0, -1) : key);

/** て-いる said without its い (読んでいます → 読んでます, 読んでいる → 読んでる): the spoken form. */
const contracted = (key: string) => key.replace(/([てで])い(?=(ま|る$|な|た$))/gu, "$1");

/**
 * Polite ways of saying the same a teacher accepts beside an answer: a thing asked for with
 * ください or おねがいします; する after its noun with or without を (テニスをします, テニスします);
 * a reason that ends the sentence as から, からです or ので (好きだから, 好きだからです, 好きなので).
 */
const SAME_MEANING: [RegExp, string][] = [
  // The お of おねがい reads う after a kana in o (を おねがい is read おうねがい, as こう is).
  [/(?<=[おこごそぞとどのほぼぽもよろょ])(?<![てで])ください$/u, "うねがいします"],
  [/(?<![てでおこごそぞとどのほぼぽもよろょ])ください$/u, "おねがいします"],
  [/(?<=[おこごそぞとどのほぼぽもよろょ])うねがいします$|おねがいします$/u, "ください"],
  [/(?<=.)おし(?=ま|た)/u, "し"],
  [/から$/u, "からです"],
  [/(?<![いた])(?:です|だ)から$/u, "なので"],
  [/([いた])(?:です)?から$/u, "$1ので"],
];

/**
 * The other ways to say an answer's kana key: its plain style (at the sentence's end, in a から clause
 * before it, or both), the spoken て-る and the polite phrasings of SAME_MEANING. Its own key is not among them.
 */
export function plainKeys(key: string, known: Known = courseKnows): PlainKey[] {
  const sentences = key.split(SENTENCE_END);
  if (sentences.length === 1) return sentenceKeys(key, known);
  // Sentence by sentence, all in one style: 京都はきれいだった。でも、高かった。
  let joined: PlainKey[] = [{ key: "", plain: false }];
  for (const sentence of sentences) {
    const ways = [{ key: sentence, plain: false }, ...sentenceKeys(sentence, known)];
    joined = joined.flatMap((before) => ways.map((way) => ({ key: before.key + way.key, plain: before.plain || way.plain })));
  }
  const whole = key.replaceAll(SENTENCE_END, "");
  return joined.filter((way) => way.key !== whole).sort((a, b) => Number(a.plain) - Number(b.plain) || 0);
}

/** Where an answer's key says one sentence ended (japanese.ts joins its sentences' keys with it). */
export const SENTENCE_END = "|";

function sentenceKeys(key: string, known: Known): PlainKey[] {
  const found = new Map<string, boolean>();
  const add = (variant: string, plain: boolean) => {
    if (variant !== key && !found.has(variant)) found.set(variant, plain);
  };
  const polite = [key, ...SAME_MEANING.map(([pattern, said]) => key.replace(pattern, said)).filter((said) => said !== key)];
  for (const said of polite) {
    add(said, false);
    for (const end of [...plainEnds(withoutQuestion(said), known), ...plainRequest(said)]) {
      add(end, true);
      // The other polite negative: 飲みません → 飲まないです, ありませんでした → なかったです.
      if (/ません(でした)?か?$/u.test(said) && /(ない|なかった)$/u.test(end)) add(`${end}です${said.endsWith("か") ? "か" : ""}`, false);
    }
    const clause = /^(.+?(?:ます|ません|ました|です))から(.*)$/u.exec(said);
    for (const opening of clause ? plainEnds(clause[1]!, known, true).map((end) => `${end}から`) : []) {
      // A reason that ends the sentence (好きですから → 好きだから) is the plain style itself.
      add(opening + clause![2]!, !clause![2]);
      for (const end of plainEnds(withoutQuestion(clause![2]!), known)) add(opening + end, true);
    }
  }
  for (const [variant, plain] of [...found, [key, false] as const]) add(contracted(variant), plain);
  return [...found].map(([variant, plain]) => ({ key: variant, plain }));
}

/** How many ways of saying one answer are compared: each is a reading mode of its own. */
export const PLAIN_MODES = 12;
export const plainMode = (index: number, short: boolean) => `kana, said another way ${index}${short ? ", long vowels short" : ""}`;
export const isPlainMode = (mode: string) => mode.startsWith("kana, said another way");
