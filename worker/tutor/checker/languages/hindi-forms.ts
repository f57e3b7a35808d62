/**
 * Hindi forms a teacher accepts beside the lesson's, in Devanagari and romanised:
 *  - a past event with its time word told in the remote past (वह कल आई / वह कल आई थी);
 *  - the habitual negative with its auxiliary said (मैं काम नहीं करता / मैं काम नहीं करता हूँ);
 *  - you, familiar or polite, where the prompt leaves it open (आप … हैं / तुम … हो);
 *  - they as वे लोग, as speakers often say it.
 */
import { sentenceOf, wordsOf, youLeftOpen } from "../variants";

const PAST_TIME = /(^|\s)(कल|पिछले|पिछली|परसों|पहले|kal|pichhle|pichle|pichhli|parson|parso|pehle|pahle)(\s|$)/iu;
const AUXILIARIES = /^(था|थी|थे|थीं|है|हैं|हूँ|हूं|हो|tha|thi|the|thin|hai|hain|hoon|hun|hu|ho)$/iu;

const bareWord = (word: string) => word.replace(/[।?!.,]+$/u, "");

/** The agreeing past of होना for a perfective's ending, or null when the word is no perfective. */
function pastOfBe(verb: string): string | null {
  if (/\p{Script=Devanagari}/u.test(verb)) {
    if (/(ा|या)$/u.test(verb)) return "था";
    if (/(ी|ई|यी)$/u.test(verb)) return "थी";
    if (/(े|ए|ये)$/u.test(verb)) return "थे";
    return null;
  }
  if (/(aa|ya|a)$/i.test(verb)) return "tha";
  if (/(ee|yi|ii|i)$/i.test(verb)) return "thi";
  if (/(ye|e)$/i.test(verb)) return "the";
  return null;
}

/** "वह कल आई" → "वह कल आई थी": a finished event of a told past time, in the remote past. */
export function remotePast(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const last = parts.words[parts.words.length - 1];
  if (!last || parts.words.length < 2 || !PAST_TIME.test(parts.words.join(" "))) return [];
  const verb = bareWord(last);
  if (AUXILIARIES.test(verb) || /(ता|ती|ते|ना|नी|ने)$/u.test(verb) || /(ta|ti|te|na|ni|ne)$/i.test(verb)) return [];
  const be = pastOfBe(verb);
  return be ? [sentenceOf({ ...parts, words: [...parts.words, be] })] : [];
}

/** The present of होना for a subject pronoun. */
const BE_FOR: Record<string, string> = {
  मैं: "हूँ", हम: "हैं", आप: "हैं", वे: "हैं", तुम: "हो", वह: "है", वो: "है", यह: "है", ये: "हैं",
  main: "hoon", mai: "hoon", ham: "hain", hum: "hain", aap: "hain", ve: "hain", tum: "ho", vah: "hai", voh: "hai", vo: "hai", woh: "hai", wo: "hai", yah: "hai", ye: "hain",
};

/** "मैं काम नहीं करता" → "मैं काम नहीं करता हूँ": the habitual negative with its auxiliary. */
export function negativeWithAuxiliary(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const verb = bareWord(words[words.length - 1] ?? "");
  if (!words.some((word) => /^(नहीं|nahin|nahi|nahii)$/iu.test(bareWord(word))) || !/(ता|ती|ते|ta|ti|te)$/iu.test(verb)) return [];
  const be = BE_FOR[words[0]!.toLowerCase()] ?? BE_FOR[(words[1] ?? "").toLowerCase()];
  return be ? [sentenceOf({ ...parts, words: [...words, be] })] : [];
}

const POLITE_TO_FAMILIAR: [RegExp, string][] = [
  [/^आप$/u, "तुम"], [/^आपको$/u, "तुम्हें"], [/^आपका$/u, "तुम्हारा"], [/^आपकी$/u, "तुम्हारी"], [/^आपके$/u, "तुम्हारे"], [/^आपने$/u, "तुमने"], [/^आपसे$/u, "तुमसे"],
  [/^aap$/i, "tum"], [/^(aapko|apko)$/i, "tumhe"], [/^(aapka|apka)$/i, "tumhara"], [/^(aapki|apki)$/i, "tumhari"], [/^(aapke|apke)$/i, "tumhare"], [/^(aapne|apne)$/i, "tumne"], [/^(aapse|apse)$/i, "tumse"],
];
const FAMILIAR_TO_POLITE: [RegExp, string][] = [
  [/^तुम$/u, "आप"], [/^(तुम्हें|तुम्हे)$/u, "आपको"], [/^तुम्हारा$/u, "आपका"], [/^तुम्हारी$/u, "आपकी"], [/^तुम्हारे$/u, "आपके"], [/^तुमने$/u, "आपने"], [/^तुमसे$/u, "आपसे"],
  [/^tum$/i, "aap"], [/^(tumhe|tumhein)$/i, "aapko"], [/^tumhara$/i, "aapka"], [/^tumhari$/i, "aapki"], [/^tumhare$/i, "aapke"], [/^tumne$/i, "aapne"], [/^tumse$/i, "aapse"],
];

/** You, polite or familiar, where the prompt's "you" does not say which: the pronoun's forms and, for the subject, हैं / हो. */
export function otherYou(sentence: string, prompt?: string): string[] {
  if (!youLeftOpen(prompt)) return [];
  const parts = wordsOf(sentence);
  // Requests differ in more than the pronoun (आइए / आओ): left to the lesson's own answers.
  if (parts.words.some((word) => /(इए|िए|इये|िये|iye|iyega)$/u.test(bareWord(word)))) return [];
  const variants: string[] = [];
  for (const [rules, subjectBe, otherBe] of [[POLITE_TO_FAMILIAR, /^(हैं|hain)$/iu, ["हो", "ho"]], [FAMILIAR_TO_POLITE, /^(हो|ho)$/iu, ["हैं", "hain"]]] as const) {
    let changed = false;
    let subject = false;
    const words = parts.words.map((word, index) => {
      const bare = bareWord(word);
      const rule = rules.find(([pattern]) => pattern.test(bare));
      if (!rule) return word;
      changed = true;
      if (index <= 1 && /^(आप|तुम|aap|tum)$/iu.test(bare)) subject = true;
      return rule[1] + word.slice(bare.length);
    });
    if (!changed) continue;
    const last = words.length - 1;
    if (subject && subjectBe.test(bareWord(words[last]!))) {
      const devanagari = /\p{Script=Devanagari}/u.test(words[last]!);
      words[last] = (devanagari ? otherBe[0] : otherBe[1]) + words[last]!.slice(bareWord(words[last]!).length);
    }
    variants.push(sentenceOf({ ...parts, words }));
  }
  return variants;
}

/** "वे यहाँ हैं" → "वे लोग यहाँ हैं": they, said as those people. */
export function theyAsPeople(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const first = parts.words[0]?.toLowerCase();
  if (!first || !/^(वे|वो|ve|vo|voh|woh|wo)$/u.test(first) || !/(हैं|थे|hain|the)[।?!.]*$/iu.test(sentence)) return [];
  const people = /\p{Script=Devanagari}/u.test(first) ? "लोग" : "log";
  return [sentenceOf({ ...parts, words: [parts.words[0]!, people, ...parts.words.slice(1)] })];
}

const TO = /^(को|ko)$/iu;
const NOT_AN_OBJECT = /^(को|से|में|पर|पे|ने|का|की|के|नहीं|भी|ही|ko|se|mein|me|par|pe|ne|ka|ki|ke|nahin|nahi|bhi|hi)$/iu;
const SUBJECT_BEFORE = /(ने|ne)$|^(मैं|हम|तुम|आप|वह|वो|वे|main|mai|ham|hum|tum|aap|vah|voh|vo|ve)$/iu;

/** "मैंने प्रिया को किताब दी" ↔ "मैंने किताब प्रिया को दी": the thing given and the one it goes to, in either order. */
export function objectsSwapped(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words.map(bareWord);
  const last = words.length - 1;
  for (let at = 0; at + 3 <= last; at++) {
    // Someone को, then the thing: the thing first.
    if (TO.test(words[at + 1]!) && !NOT_AN_OBJECT.test(words[at]!) && !NOT_AN_OBJECT.test(words[at + 2]!) && at + 2 < last) {
      const said = [...parts.words];
      [said[at], said[at + 1], said[at + 2]] = [parts.words[at + 2]!, parts.words[at]!, parts.words[at + 1]!];
      return [sentenceOf({ ...parts, words: said })];
    }
    // The thing after the subject, then someone को: the one it goes to first.
    if (at > 0 && SUBJECT_BEFORE.test(words[at - 1]!) && !NOT_AN_OBJECT.test(words[at]!) && !NOT_AN_OBJECT.test(words[at + 1]!) && TO.test(words[at + 2]!) && at + 2 < last) {
      const said = [...parts.words];
      [said[at], said[at + 1], said[at + 2]] = [parts.words[at + 1]!, parts.words[at + 2]!, parts.words[at]!];
      return [sentenceOf({ ...parts, words: said })];
    }
  }
  return [];
}
