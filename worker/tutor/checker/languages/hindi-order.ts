/**
 * Hindi sentences a teacher accepts beside the lesson's, by rules of the language (never listed
 * per exercise), in Devanagari and romanised:
 *  - a phrase of time before or after the subject (मैं खाने के बाद फ़ोन करूँगा / खाने के बाद मैं…);
 *  - the second clause's subject left out when it is the first clause's (मैं बीमार था, इसलिए (मैं)
 *    नहीं आया);
 *  - a request said with a compound verb (आओ / आ जाओ, पियो / पी लो);
 *  - a did-question asked in the present perfect (क्या तुमने मेरी किताब देखी? / …देखी है?);
 *  - a state said with हुआ (थके थे / थके हुए थे);
 *  - the prompt's it as this or that (यह / वह).
 * Tense, person, gender and number are never touched: each rule keeps the endings the answer has.
 */
import { movedTimeWords, promptSays, sentenceOf, wordsOf } from "../variants";

const bare = (word: string) => word.replace(/[,।?!.]+$/u, "");
const devanagari = (text: string) => /\p{Script=Devanagari}/u.test(text);

/** Phrases of time built on a noun: after X, before X (खाने के बाद, नाश्ते से पहले, काम के बाद). */
const TIME_PHRASE = /(?:^|\s)((?:\S+\s+){1,2}?(?:के बाद|से पहले|के पहले|ke baad|ke bad|se pehle|se pahle|ke pehle))(?=\s|$)/iu;

/** "मैं खाने के बाद फ़ोन करूँगा" ↔ "खाने के बाद मैं फ़ोन करूँगा": the phrase at the start or after the subject. */
export function movedTimePhrase(sentence: string, subjects: readonly string[]): string[] {
  const found = TIME_PHRASE.exec(sentence);
  if (!found) return [];
  const phrase = found[1]!.trim();
  // Only a phrase of one or two words before its postposition, and not one that is the subject's (मेरे खाने…).
  const variants = movedTimeWords(sentence, [phrase.toLowerCase()], subjects, "after subject");
  const shorter = phrase.split(/\s+/).slice(1).join(" ");
  return variants.length || !/(के बाद|से पहले|के पहले|ke baad|ke bad|se pehle|se pahle|ke pehle)$/iu.test(shorter) ? variants : movedTimeWords(sentence, [shorter.toLowerCase()], subjects, "after subject");
}

const CONNECTORS = /^(इसलिए|इसलिये|क्योंकि|लेकिन|पर|और|तो|isliye|kyonki|kyunki|lekin|par|aur|to)$/iu;

/** "मैं बीमार था, इसलिए मैं नहीं आया" → "…, इसलिए नहीं आया": the subject said once for both clauses. */
export function sharedSubject(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const first = bare(words[0] ?? "").toLowerCase();
  if (!first) return [];
  const at = words.findIndex((word, index) => index > 1 && CONNECTORS.test(bare(word)) && bare(words[index + 1] ?? "").toLowerCase() === first);
  if (at < 0 || at + 2 >= words.length) return [];
  return [sentenceOf({ ...parts, words: [...words.slice(0, at + 1), ...words.slice(at + 2)] })];
}

/** Verbs whose request takes जा (it happens to the one asked) and ले (done for oneself), by stem, in both scripts. */
const WITH_JA = new Set(["आ", "बैठ", "रुक", "सो", "उठ", "aa", "a", "baith", "ruk", "so", "uth"]);
const WITH_LE = new Set(["खा", "पी", "ले", "कर", "देख", "पढ़", "लिख", "सुन", "kha", "pi", "pee", "le", "kar", "dekh", "padh", "likh", "sun"]);

/** "इधर आओ" → "इधर आ जाओ", "चाय पियो" → "चाय पी लो": a familiar request said with a compound verb. */
export function compoundRequest(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words.length - 1;
  if (last < 0) return [];
  const verb = bare(words[last]!);
  const tail = words[last]!.slice(verb.length);
  if (/^(जाओ|लो|jao|lo)$/iu.test(verb)) return [];
  // पियो → पी, आओ → आ, बैठो → बैठ; piyo → pi, aao → aa, baitho → baith.
  const stem = /^(\S+)ियो$/u.exec(verb)?.[1]?.concat("ी") ?? /^(\S+)ओ$/u.exec(verb)?.[1] ?? /^(\S+[\u0915-\u0939\u0958-\u095F])ो$/u.exec(verb)?.[1] ?? /^([a-z]+?)(i?)(?:yo|o)$/iu.exec(verb)?.slice(1, 3).join("");
  if (!stem) return [];
  const helper = WITH_JA.has(stem.toLowerCase()) ? (devanagari(verb) ? "जाओ" : "jao") : WITH_LE.has(stem.toLowerCase()) ? (devanagari(verb) ? "लो" : "lo") : null;
  return helper ? [sentenceOf({ ...parts, words: [...words.slice(0, last), stem, helper + tail] })] : [];
}

const ERGATIVE = /(ने|ne)$/iu;
const PERFECTIVE = /(ा|ी|े|ीं|या|यी|ये|ई|ए|aa|a|i|ee|e|ya|yi|ye)$/iu;

/** "क्या तुमने मेरी किताब देखी?" ↔ "…देखी है?": a did-question asked in the present perfect, the auxiliary agreeing with the verb. */
export function perfectQuestion(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words.length - 1;
  if (!parts.tail.includes("?") || last < 2 || !words.slice(0, last).some((word) => ERGATIVE.test(bare(word)))) return [];
  const verb = bare(words[last]!);
  const script = devanagari(verb);
  if (/^(है|हैं|hai|hain)$/iu.test(verb)) {
    const before = bare(words[last - 1]!);
    return PERFECTIVE.test(before) ? [sentenceOf({ ...parts, words: words.slice(0, last) })] : [];
  }
  if (!PERFECTIVE.test(verb) || /(ता|ती|ते|ना|ta|ti|te|na)$/iu.test(verb)) return [];
  const plural = /(े|ए|ये|ीं|e|ye|in)$/iu.test(verb);
  const be = plural ? (script ? "हैं" : "hain") : script ? "है" : "hai";
  return [sentenceOf({ ...parts, words: [...words, be] })];
}

/** States said with the perfective participle, with or without हुआ agreeing (थके थे / थके हुए थे). */
const STATES = /^(थका|थकी|थके|बैठा|बैठी|बैठे|खुला|खुली|खुले|सोया|सोई|सोए|thaka|thaki|thake|baitha|baithi|baithe|khula|khuli|khule)$/iu;
const HUA: Record<string, string> = { "ा": "हुआ", "ी": "हुई", "े": "हुए", a: "hua", i: "hui", e: "hue" };

export function stateWithHua(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const at = words.findIndex((word) => STATES.test(bare(word)));
  if (at < 0 || at === words.length - 1) return [];
  const next = bare(words[at + 1]!).toLowerCase();
  if (/^(हुआ|हुई|हुए|hua|hui|hue)$/u.test(next)) return [sentenceOf({ ...parts, words: [...words.slice(0, at + 1), ...words.slice(at + 2)] })];
  const hua = HUA[bare(words[at]!).slice(-1).toLowerCase()];
  return hua ? [sentenceOf({ ...parts, words: [...words.slice(0, at + 1), hua, ...words.slice(at + 1)] })] : [];
}

/** "It's four o'clock", "It is cheap": the prompt's it is this or that alike (यह / वह), unless the prompt says this or that. */
export function itAsThisOrThat(sentence: string, prompt?: string): string[] {
  if (!promptSays(prompt, ["it", "it's", "its"]) || promptSays(prompt, ["this", "that", "these", "those"])) return [];
  const parts = wordsOf(sentence);
  const swap: Record<string, string> = { यह: "वह", वह: "यह", ये: "वो", वो: "ये", yah: "vah", vah: "yah", yeh: "woh", woh: "yeh", ye: "vo", vo: "ye" };
  const words = parts.words.map((word) => swap[bare(word).toLowerCase()] ?? word);
  const result = sentenceOf({ ...parts, words });
  return result === sentence ? [] : [result];
}

/** "मैं घर गया" / "मैं घर चला गया": went said with चलना's participle, agreeing (चला, चली, चले). */
export function wentAway(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words.length - 1;
  if (last < 1) return [];
  const verb = bare(words[last]!);
  const before = bare(words[last - 1]!);
  if (/^(चला|चली|चले|chala|chali|chale)$/iu.test(before)) return [sentenceOf({ ...parts, words: [...words.slice(0, last - 1), words[last]!] })];
  const going: Record<string, string> = { गया: "चला", गई: "चली", गयी: "चली", गए: "चले", गये: "चले", gaya: "chala", gayi: "chali", gai: "chali", gaye: "chale", gae: "chale" };
  const walked = going[verb.toLowerCase()];
  // Not after a verb's stem (आ गया is the compound of आना) nor in a negative (नहीं गया).
  if (!walked || /^(नहीं|nahin|nahi)$/iu.test(before) || /^(आ|aa|a|सो|बैठ|रुक|पहुँच|पहुंच)$/iu.test(before)) return [];
  return [sentenceOf({ ...parts, words: [...words.slice(0, last), walked, words[last]!] })];
}

/** "I used to live in Mumbai": the habitual past said with पहले (before, formerly) or without. */
export function usedTo(sentence: string, prompt?: string): string[] {
  if (!promptSays(prompt, ["used"])) return [];
  const parts = wordsOf(sentence);
  const words = parts.words;
  if (words.some((word) => /^(पहले|pehle|pahle)$/iu.test(bare(word)))) return [];
  if (!/(ता|ती|ते|ta|ti|te)$/iu.test(bare(words[words.length - 2] ?? "")) || !/^(था|थी|थे|थीं|tha|thi|the)$/iu.test(bare(words[words.length - 1] ?? ""))) return [];
  return [sentenceOf({ ...parts, words: [devanagari(sentence) ? "पहले" : "pehle", ...words] })];
}

/** "यहाँ बैठिए" / "यहाँ बैठिए ना": a request softened with a closing ना (never a ना inside, which says not). */
export function softenedRequest(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = bare(words[words.length - 1] ?? "");
  if (/^(ना|na)$/iu.test(last)) return words.length > 1 ? [sentenceOf({ ...parts, words: words.slice(0, -1) })] : [];
  if (!/(इए|िए|इये|िये|िएगा|ओ|iye|iyega|o)$/iu.test(last) || /^(क्यों|kyon|kyun)$/iu.test(bare(words[0] ?? ""))) return [];
  return [sentenceOf({ ...parts, words: [...words, devanagari(sentence) ? "ना" : "na"] })];
}
