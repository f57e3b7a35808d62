/**
 * Hindi: postpositions (को से में पर का की के ने), the forms of होना (हूँ है हैं हो था थी थे) and the
 * pronouns are grammar, as are the endings that agree in gender and number (-ā / -ī / -e: थका थकी
 * थके, बोलता बोलती बोलते, मेरा मेरी मेरे) and the tense endings (-egā, -ungā, -yā). Devanagari
 * spelling variants (हिंदी / हिन्दी, गए / गये, nukta or not) are the same word.
 */
import { numberVariants } from "../numbers";
import { applyRules, droppedSubject, MOST_VARIANTS, movedTimeWords, samePhrases, sentenceOf, wordsOf } from "../variants";
import { negativeWithAuxiliary, objectsSwapped, otherYou, remotePast, theyAsPeople } from "./hindi-forms";
import { compoundRequest, itAsThisOrThat, softenedRequest, movedTimePhrase, perfectQuestion, sharedSubject, stateWithHua, usedTo, wentAway } from "./hindi-order";
import { aliasesOf, indicLanguage, looseKey, type IndicGrammar } from "./indic";

const DATIVES: Record<string, string> = { मुझ: "मुझे", तुम: "तुम्हें", हम: "हमें", उस: "उसे", इस: "इसे", उन: "उन्हें", इन: "इन्हें" };

function nativeKey(word: string): string {
  return (
    word
      .normalize("NFD")
      .replace(/\u093c/g, "")
      .normalize("NFC")
      // Chandrabindu and anusvara are written interchangeably (हूँ / हूं).
      .replace(/\u0901/g, "\u0902")
      // A nasal consonant with virama before a consonant is the anusvara written out (हिन्दी / हिंदी).
      .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g, "\u0902")
      // य + vowel sign after a vowel is the bare vowel written another way (गये / गए, चाहिये / चाहिए).
      .replace(/(?<=[\u0900-\u0963])य([\u0947\u0940])/g, (_, sign: string) => (sign === "\u0947" ? "ए" : "ई"))
      // A pronoun's को is its short dative (तुमको / तुम्हें, मुझको / मुझे): one word.
      .replace(/^(मुझ|तुम|हम|उस|इस|उन|इन)को$/u, (_, pronoun: string) => DATIVES[pronoun]!)
  );
}

const draft: IndicGrammar = {
  code: "hi",
  script: "devanagari",
  letters: /\p{Script=Devanagari}/u,
  scriptName: "Devanagari",
  nativeKey,
  dropsFinalA: true,
  ignoresAspiration: false,
  closed: new Map(),
  subjects: new Set(),
  endings: [],
  verbEndings: [],
  pairs: {},
};

/** है / हैं and थी / थीं differ only by the nasal: there it is grammar, elsewhere (हूँ, नहीं) spelling. */
const NASAL_MATTERS = new Set(["hi", "thi"]);
const key = (word: string) => looseKey({ ...draft, nasalMatters: NASAL_MATTERS }, word);

const closed = (category: string, words: string) => words.split(" ").map((word) => [key(word), category] as [string, string]);

const grammar: IndicGrammar = {
  ...draft,
  nasalMatters: NASAL_MATTERS,
  aliases: aliasesOf({ ...draft, nasalMatters: NASAL_MATTERS }, [
    ["vah", "voh", "vo", "woh", "wo", "wah"],
    ["yah", "yeh"],
    ["ham", "hum"],
    ["bahut", "bohot", "bahot", "bohat"],
    // A pronoun's को is its short dative.
    ["mujhe", "mujhko"],
    ["tumhe", "tumko", "tumhen", "tumhein"],
    ["hamen", "hamko", "hame", "humko", "hume", "humein"],
    ["use", "usko"],
    ["unhen", "unko", "unhe"],
  ]),
  closed: new Map([
    ...closed("postposition", "ko se mein par ka ki ke ne tak liye"),
    ...closed("pronoun", "main mujhe mujhko mera meri mere tum tumhe tumhen tumko tumhara tumhari tumhare aap aapko aapka aapki aapke vah voh yah ye ve vo ham hamen hamara hamari hamare use usko uska uski uske unhen unka unki unke"),
    ...closed("auxiliary", "hoon hai hain ho tha thi the thin"),
    ...closed("negation", "nahin na mat"),
    ...closed("question word", "kya kahan kaun kab kaise kyon"),
    ...closed("helping verb", "raha rahi rahe sakta sakti sakte chahta chahti chahte chahiye"),
  ]),
  subjects: new Set(["main", "tum", "aap", "vah", "voh", "yah", "ye", "ve", "vo", "ham", "mujhe"].map(key)),
  endings: [
    ["unga", "I will, masculine -ūngā"],
    ["ungi", "I will, feminine -ūngī"],
    ["enge", "they / we / you will, -enge"],
    ["ega", "he will, masculine -egā"],
    ["egi", "she will, feminine -egī"],
    ["oge", "you will, -oge"],
    ["ogi", "you will, feminine -ogī"],
    ["ta", "masculine -tā"],
    ["ti", "feminine -tī"],
    ["te", "plural or polite -te"],
    ["na", "the infinitive -nā"],
    ["a", "masculine -ā"],
    ["i", "feminine -ī"],
    ["e", "plural or polite -e"],
  ],
  verbEndings: ["nga", "ngi", "nge", "ega", "egi", "oge", "ogi", "ta", "ti", "te"],
  pairs: {
    [`${key("main")}>${key("mujhe")}`]: "“{g}” → with chahiye the person who needs is mujhe: “{e}”.",
    [`${key("mera")}>${key("mere")}`]: "“{g}” → before paas, it's mere: “{e}”.",
    [`${key("mujhe")}>${key("mere")}`]: "“{g}” → I have is mere paas: “{e}”.",
  },
};

const TIME_WORDS = ["आज", "कल", "अभी", "रोज़", "रोज", "रोज़ाना", "हर दिन", "सुबह", "शाम को", "रात को", "परसों", "पहले", "आज रात", "कल सुबह", "aaj", "kal", "abhi", "roz", "har din", "subah", "pehle",
  ...["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार", "इतवार"].map((day) => `${day} को`),
  ...["somvaar", "somvar", "mangalvaar", "mangalvar", "budhvaar", "budhvar", "guruvaar", "guruvar", "shukravaar", "shukravar", "shanivaar", "shanivar", "ravivaar", "ravivar", "itvaar", "itvar"].map((day) => `${day} ko`),
  "पिछले साल", "अगले साल", "पिछले हफ़्ते", "अगले हफ़्ते", "pichhle saal", "agle saal", "pichhle hafte", "agle hafte"];
/** Subjects; the first and second persons, whose verb endings tell them, may be left out. */
const SUBJECTS = ["मैं", "हम", "तुम", "आप", "वह", "वो", "यह", "ये", "वे", "main", "mai", "ham", "hum", "tum", "aap", "vah", "voh", "vo", "woh", "wo", "ye", "yah"];
const SPEAKER_AND_LISTENER = ["मैं", "हम", "तुम", "आप", "main", "mai", "ham", "hum", "tum", "aap"];
const QUESTION_WORDS = /^(क्या|कहाँ|कहां|कौन|कब|कैसे|कैसा|कैसी|क्यों|कितना|कितनी|कितने|किस|kya|kahan|kaun|kab|kaise|kyon|kyun|kitna|kitni|kitne)$/i;

/** A yes/no question asks with क्या or by its tone alone: "क्या आप बीमार हैं?" and "आप बीमार हैं?". */
function questionWord(sentence: string): string[] {
  const parts = wordsOf(sentence);
  if (!parts.tail.includes("?") || !parts.words.length) return [];
  const first = parts.words[0]!.toLowerCase();
  // Said first, or asked at the end as speakers do (रवि उस कमरे में है क्या?), or not at all.
  if (first === "क्या" || first === "kya") return [sentenceOf({ ...parts, words: parts.words.slice(1) }), sentenceOf({ ...parts, words: [...parts.words.slice(1), parts.words[0]!.toLowerCase()] })];
  if (QUESTION_WORDS.test(first) || parts.words.some((word) => QUESTION_WORDS.test(word.toLowerCase()))) return [];
  return [sentenceOf({ ...parts, words: [/\p{Script=Devanagari}/u.test(sentence) ? "क्या" : "kya", ...parts.words] })];
}

/** पे is the spoken पर (on). */
const spokenOn = (sentence: string) => (/(^|\s)पर(?=[\s।?.!]|$)/u.test(sentence) ? [sentence.replace(/(^|\s)पर(?=[\s।?.!]|$)/gu, "$1पे")] : []);

/** Said alike: every day, asking a name with क्या before or after नाम, and the everyday English words Hindi speakers use (table, train). */
const SAME_PHRASES = [
  ["मेज़", "मेज", "टेबल"],
  ["mez", "mej", "table", "tebal"],
  ["रेलगाड़ी", "रेलगाडी", "ट्रेन"],
  ["relgadi", "relgaadi", "train", "tren"],
  ["रोज़", "रोज", "हर दिन", "रोज़ाना", "रोजाना", "प्रतिदिन", "हर रोज़", "हर रोज"],
  ["roz", "roj", "har din", "rozana", "rojana", "pratidin", "har roz"],
  // Here and there, with or without पर (at).
  ["यहाँ", "यहाँ पर"],
  ["यहां", "यहां पर"],
  ["वहाँ", "वहाँ पर"],
  ["वहां", "वहां पर"],
  ["yahan", "yahan par", "yahan pe"],
  ["vahan", "vahan par", "vahan pe", "wahan", "wahan par"],
  ["नाम क्या है", "क्या नाम है"],
  ["naam kya hai", "kya naam hai"],
  ["nam kya hai", "kya nam hai"],
];

/**
 * A finished action said with a compound verb, as Hindi speakers often do: with ने the verb takes
 * ले (ख़रीदी / ख़रीद ली, खाया / खा लिया), without it जा (आई / आ गई); and the compound said plainly.
 */
const COMPOUND_ENDINGS: [RegExp, string, string][] = [
  [/^(\S+?)या$/u, "लिया", "गया"],
  [/^(\S+[\u0915-\u0939\u0958-\u095F])ा$/u, "लिया", "गया"],
  [/^(\S+?)(?:यी|ई)$/u, "ली", "गई"],
  [/^(\S+[\u0915-\u0939\u0958-\u095F])ी$/u, "ली", "गई"],
  [/^(\S+?)(?:ये|ए)$/u, "लिए", "गए"],
  [/^(\S+[\u0915-\u0939\u0958-\u095F])े$/u, "लिए", "गए"],
];
const PLAIN_PAST: Record<string, string> = { लिया: "ा", ली: "ी", लिए: "े", गया: "ा", गई: "ी", गए: "े" };
function compoundVerb(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  const last = words.length - 1;
  if (last < 1 || !/\p{Script=Devanagari}/u.test(sentence)) return [];
  const transitive = words.some((word) => word === "ने" || /^(मैंने|हमने|तुमने|आपने|उसने|उन्होंने)$/u.test(word));
  const plain = PLAIN_PAST[words[last]!];
  if (plain) {
    // ख़रीद ली → ख़रीदी; आ गई → आई (a stem ending in a vowel takes य/ई).
    const stem = words[last - 1]!;
    const vowelStem = /[ािीुूेैोौआइईउऊएऐओऔ]$/u.test(stem);
    const ending = vowelStem ? ({ "ा": "या", "ी": "ई", "े": "ए" } as Record<string, string>)[plain]! : plain;
    return [sentenceOf({ ...parts, words: [...words.slice(0, last - 1), stem + ending] })];
  }
  for (const [pattern, withLe, withJa] of COMPOUND_ENDINGS) {
    const match = pattern.exec(words[last]!);
    if (!match || /^(था|थी|थे|है|हैं|हूँ|हो|गया|गई|गए|लिया|ली|लिए)$/u.test(words[last]!)) continue;
    return [sentenceOf({ ...parts, words: [...words.slice(0, last), match[1]!, transitive ? withLe : withJa] })];
  }
  return [];
}

/** Because and so: "मैं नहीं आया क्योंकि मैं बीमार था" ↔ "मैं बीमार था, इसलिए मैं नहीं आया". */
function becauseOrSo(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words.map((word) => word.replace(/,$/u, ""));
  const because = words.findIndex((word) => word === "क्योंकि" || word === "kyonki" || word === "kyunki");
  if (because > 0 && because < words.length - 1) {
    const so = /\p{Script=Devanagari}/u.test(sentence) ? "इसलिए" : "isliye";
    return [sentenceOf({ ...parts, words: [...words.slice(because + 1, -1), `${words[words.length - 1]!},`, so, ...words.slice(0, because)] })];
  }
  const so = words.findIndex((word) => word === "इसलिए" || word === "isliye");
  if (so > 0 && so < words.length - 1) {
    const word = /\p{Script=Devanagari}/u.test(sentence) ? "क्योंकि" : "kyonki";
    return [sentenceOf({ ...parts, words: [...words.slice(so + 1), word, ...words.slice(0, so)] })];
  }
  return [];
}

/** "मेरे पास (कोई) गाड़ी नहीं है", "रवि ने (एक) कार ख़रीदी", "हाँ (जी)", "(कृपया) बैठिए": an article-like word or politeness said or not. */
const OPTIONAL_WORDS = new Set(["कोई", "koi", "koee", "एक", "ek", "जी", "ji", "कृपया", "kripya", "kripaya", "प्लीज़", "प्लीज", "please", "plz"]);

export const hindi = {
  ...indicLanguage(grammar),
  optionalWords: OPTIONAL_WORDS,
  variants: (sentence: string, prompt?: string) =>
    applyRules(sentence, [
      (text) => numberVariants(text, "hi"),
      (text) => otherYou(text, prompt),
      remotePast,
      negativeWithAuxiliary,
      theyAsPeople,
      objectsSwapped,
      spokenOn,
      (text) => samePhrases(text, SAME_PHRASES),
      compoundVerb,
      becauseOrSo,
      sharedSubject,
      compoundRequest,
      perfectQuestion,
      stateWithHua,
      (text) => itAsThisOrThat(text, prompt),
      (text) => usedTo(text, prompt),
      wentAway,
      softenedRequest,
      (text) => movedTimePhrase(text, SUBJECTS),
      questionWord, (text) => movedTimeWords(text, TIME_WORDS, SUBJECTS, "after subject"), (text) => droppedSubject(text, SPEAKER_AND_LISTENER)], MOST_VARIANTS),
};
