/**
 * What a Japanese teacher accepts beside an answer: the phrases before the verb in another order
 * (バスでえきに / えきにバスで, きのうわたしは / わたしはきのう), the topic left unsaid after a pause
 * (これ、バスですか), the two polite negatives of adjectives and nouns (よくないです / よくありません),
 * "but" as が or でも, "because" as から or ので, what there is or what you can do marked with は as well
 * as が, half past as 半 or 30分, numbers as digits or kanji.
 */
import { numberVariants } from "../numbers";
import { applyRules, promptSays } from "../variants";

const TIME_WORDS = ["きのう", "昨日", "きょう", "今日", "あした", "明日", "まいにち", "毎日", "いま", "今", "けさ", "今朝", "こんばん", "今晩", "せんしゅう", "先週", "らいしゅう", "来週", "しゅうまつ", "週末", "よく", "ときどき", "時々", "いつも"];
/** A phrase that ends in a particle: the pieces Japanese lets you order as you like before the verb. */
const PHRASE = /^(.+?(?:では|には|へは|からは|までは|から|まで|で|に|へ|を|が|は|も))/u;

/** The sentence cut into its phrases: particle phrases and time words, then the rest (the verb). */
function phrases(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest) {
    const time = TIME_WORDS.find((word) => rest.startsWith(word) && !/^[のにへをがもでと]/u.test(rest.slice(word.length)));
    const match = time ? [time] : PHRASE.exec(rest);
    if (!match || match[0] === rest) break;
    pieces.push(match[0]!);
    rest = rest.slice(match[0]!.length).replace(/^[、,\s]+/u, "");
  }
  return rest ? [...pieces, rest] : pieces;
}

/** Where the predicate starts: the verb's or the copula's polite or negative ending, and what leads to it (では ありません). */
const PREDICATE = /(?:では|じゃ|で)?(?:ます|ません|ました|です|でした|ない|なかった|ください|たい)/u;

/** Two neighbouring phrases before the verb swapped. */
function reordered(sentence: string): string[] {
  const match = /^(.*?)([。？！?!.]*)$/su.exec(sentence.trim())!;
  const [body, end] = [match[1]!.replace(/\s+/g, ""), match[2]!];
  if (/[a-z]/i.test(body) || /[。、]/u.test(body)) return [];
  const predicate = PREDICATE.exec(body);
  if (!predicate) return [];
  // The predicate's own word (the verb or adjective before its ending) stays with it: cut before the word it ends.
  const head = body.slice(0, predicate.index);
  const lastPhrase = phrases(head);
  const verbWord = lastPhrase.length > 1 && !PHRASE.test(lastPhrase[lastPhrase.length - 1]!) ? lastPhrase.pop()! : "";
  const pieces = [...lastPhrase, verbWord + body.slice(predicate.index)];
  const variants: string[] = [];
  for (let at = 0; at + 2 < pieces.length; at++) {
    const swapped = [...pieces];
    [swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!];
    variants.push(swapped.join("") + end);
  }
  return variants;
}

/** これはバスですか → これ、バスですか, 写真を撮っても → 写真、撮っても: the topic or object said and left with a pause. */
const unsaidTopic = (sentence: string) => {
  const variant = sentence.replace(/^([^、。\s]{1,6}?[^でにへ、。\s])[はを](?=[^、。])/u, "$1、");
  return variant === sentence ? [] : [variant];
};

const PAIRS: [RegExp, string][] = [
  [/くないです/gu, "くありません"],
  [/くありません(?!でした)/gu, "くないです"],
  [/くなかったです/gu, "くありませんでした"],
  [/くありませんでした/gu, "くなかったです"],
  [/じゃないです/gu, "じゃありません"],
  [/じゃありません(?!でした)/gu, "じゃないです"],
  [/ではありません/gu, "じゃありません"],
  [/じゃありません/gu, "ではありません"],
  [/。でも、/gu, "が、"],
  // But as が or けど after a polite or plain ending (高いですが、 / 高いですけど、).
  [/(?<=す|た|い)が、/gu, "けど、"],
  [/。でも、/gu, "けど、"],
  [/が、(?=.)/gu, "。でも、"],
  // The reason: から or ので (高いから / 高いので; ですから / ので), never the から of "after" (〜てから).
  [/ですから、/gu, "ので、"],
  [/(?<![てです])から、/gu, "ので、"],
  [/ (desu )?kara, /gu, " node, "],
  // One thing and then another: the て-form alone or with から (起きて、食べます / 起きてから食べます).
  [/(?<=[てで])、/gu, "から、"],
  [/(?<=[てで])から、?/gu, "、"],
  [/時半/gu, "時30分"],
  [/時30分/gu, "時半"],
];

/**
 * What there is, what you can do or understand, marked with は instead of が: the contrastive topic
 * a teacher accepts (銀行はありますか, 日本語は少し話せます).
 */
const EXISTS_OR_CAN = /(?:あります|ありません|います|いません|できます|できません|わかります|わかりません|せます|せません|けます|けません|めます|めません|れます|れません)(?:か)?[。？！?!.]*$/u;
function topicForSubject(sentence: string): string[] {
  const text = sentence.trim();
  if (/[a-z]/i.test(text)) {
    const roman = text.replace(/ ga (?=\S+( ka)?[?.!]*$)/iu, " wa ");
    return roman === text || !/(arimasu|arimasen|imasu|imasen|dekimasu|dekimasen|wakarimasu|wakarimasen|[mkrs]emasu|[mkrs]emasen)( ka)?[?.!]*$/iu.test(text) ? [] : [roman];
  }
  if (!EXISTS_OR_CAN.test(text)) return [];
  const at = text.lastIndexOf("が");
  return at > 0 ? [text.slice(0, at) + "は" + text.slice(at + 1)] : [];
}

/** The speaker the prompt names: who a sentence without a topic is about when it is said (わたしは, わたしたちは). */
const SPEAKERS: [string, string, string][] = [
  ["i", "わたしは", "watashi wa"],
  ["we", "わたしたちは", "watashitachi wa"],
];

/**
 * "おちゃも飲みます" → "わたしはおちゃも飲みます" (I drink tea too): the speaker a Japanese sentence
 * leaves unsaid, said as its topic, when the prompt names the speaker and the sentence has no topic yet.
 */
function saidSpeaker(sentence: string, prompt?: string): string[] {
  const text = sentence.trim();
  const roman = /[a-z]/i.test(text);
  if (roman ? /(^|\s)(wa|watashi|boku)(\s|$)/i.test(text) : /[はわ私僕]/u.test(text)) return [];
  const speaker = SPEAKERS.find(([person]) => promptSays(prompt, [person]));
  if (!speaker) return [];
  return [roman ? `${speaker[2]} ${text[0]!.toLowerCase()}${text.slice(1)}` : `${speaker[1]}${text}`];
}

/** "わたしのともだちは" → "ともだちは": my, left unsaid when the prompt says my and the sentence starts with it. */
function unsaidMy(sentence: string, prompt?: string): string[] {
  if (!promptSays(prompt, ["my"])) return [];
  const text = sentence.trim();
  const mine = /^(わたしの|私の|watashi no )/iu.exec(text)?.[0];
  if (!mine) return [];
  const rest = text.slice(mine.length);
  return [rest];
}

/** "カメラはつくえのうえにあります" → "カメラはつくえのうえです": where a thing or someone is, told with です. */
function whereWithDesu(sentence: string): string[] {
  const text = sentence.trim();
  if (!/は/u.test(text)) return [];
  const told = text.replace(/に(あります|います)(か?)([。？！?!]*)$/u, "です$2$3");
  const roman = text.replace(/ ni (arimasu|imasu)( ka)?([?.!]*)$/iu, " desu$2$3");
  return [told, roman].filter((variant) => variant !== text);
}

/** A counter after digits written in kana as well as in kanji (300円 / 300えん, 2枚 / 2まい). */
const COUNTERS: Record<string, string> = { 円: "えん", 枚: "まい", 時: "じ", 個: "こ", 歳: "さい", 回: "かい", 階: "かい", 月: "がつ" };
function kanaCounter(sentence: string): string[] {
  const written = sentence.replace(/(\d)([円枚時個歳回階月])/gu, (_, digit: string, counter: string) => digit + COUNTERS[counter]!);
  return written === sentence ? [] : [written];
}

const pairs = (sentence: string) => PAIRS.map(([pattern, replacement]) => sentence.replace(pattern, replacement)).filter((variant) => variant !== sentence);

export const japaneseVariants = (sentence: string, prompt?: string): string[] =>
  applyRules(sentence, [pairs, (text) => saidSpeaker(text, prompt), (text) => unsaidMy(text, prompt), whereWithDesu, topicForSubject, (text) => numberVariants(text, "ja"), kanaCounter, unsaidTopic, reordered]);
