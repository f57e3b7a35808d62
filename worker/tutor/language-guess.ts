/**
 * Which language a short message is in, well enough to tell an answer in the lesson's language
 * from English chat or a sentence in some other language: by script first, then by the little
 * words every sentence has (Latin script is shared by English, the European courses and the
 * romanised ones).
 */
import { COURSE_LANGUAGES, type LanguageCode, type ScriptLanguageCode } from "../../contract/languages";
import { foldLatinAccents } from "../../contract/fold";

/** The names of the languages it tells apart: the course languages' from the registry, and a few others learners write in. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: "English", it: "Italian", pt: "Portuguese", nl: "Dutch", ko: "Korean", ru: "Russian", ar: "Arabic",
  ...Object.fromEntries(COURSE_LANGUAGES.map((language) => [language.code, language.name])),
};

const SCRIPTS: { language: string; pattern: RegExp }[] = [
  { language: "hi", pattern: /\p{Script=Devanagari}/gu },
  { language: "kn", pattern: /\p{Script=Kannada}/gu },
  { language: "ja", pattern: /[\p{Script=Hiragana}\p{Script=Katakana}ー]/gu },
  { language: "zh", pattern: /\p{Script=Han}/gu },
  { language: "ko", pattern: /\p{Script=Hangul}/gu },
  { language: "ru", pattern: /\p{Script=Cyrillic}/gu },
  { language: "ar", pattern: /\p{Script=Arabic}/gu },
];

/** Which scripts each course with a script of its own is written in (romanised answers are Latin). */
const COURSE_SCRIPTS: Readonly<Record<ScriptLanguageCode, string[]>> = { hi: ["hi"], kn: ["kn"], ja: ["ja", "zh"], zh: ["zh"] };

const words = (list: string) => new Set(list.split(" "));

/** Little words, accents dropped; a word two languages share counts for neither. Every course language has its own. */
const FUNCTION_WORDS: Readonly<Record<LanguageCode | "en", Set<string>> & Record<string, Set<string>>> = {
  en: words("the a an is are am was were i you he she it we they my your his our their me him us them this that these those what why how who which where when do does did dont doesnt didnt not can cant will would should could have has had be been to of in on for with and but or at from about if so just like want know think im youre its thats whats lets there here please yes no one some any all get go make say use need more very too now then only really good time way out up after before because still yet again"),
  de: words("ich du er sie es wir ihr bin bist ist sind seid der die das den dem des ein eine einen einem nicht kein keine sehr und oder aber mit auf fur von zu im ja nein auch noch schon habe hast hat haben mochte kann mein dein wie wo was wer heute morgen gern"),
  es: words("yo tu el ella usted nosotros ellos soy eres es somos son estoy estas esta estamos los las un una unos unas no muy y o pero con en por para de del al que quiero tengo hay mi su tambien ya todavia hoy manana"),
  fr: words("je tu il elle nous vous ils elles suis es est sommes etes sont le la les un une des ne pas tres et ou mais avec dans pour de du au aux que qui jai ai as avons mon ma mes ton ta oui non aussi deja encore aujourdhui demain cest"),
  it: words("io sono sei siamo il lo gli uno una non molto e con per che di della ho hai abbiamo mio mia anche gia oggi domani grazie buongiorno"),
  pt: words("eu voce ele ela nos sou estou esta os as um uma nao muito e com em para de do da que tenho meu minha tambem ja hoje amanha obrigado obrigada"),
  nl: words("ik jij je hij zij wij ben bent is zijn het de een niet heel en of maar met voor van dat ik heb hebt mijn ook al vandaag morgen dank"),
  hi: words("main mai mein hoon hun hu hai hain ho tha thi the kya nahi nahin na aap ap tum vah woh yah yeh ye mera meri mere tera teri aapka aapki ka ki ke ko se par bahut accha achha bhi aur lekin"),
  kn: words("naanu nanu neevu neenu avanu avalu avaru idu adu ide ilve illa alli illi nanna nimma enu yaaru elli hege chennagi beku beda mattu ondu"),
  ja: words("watashi anata kare kanojo wa ga o wo ni de to mo no desu deshita masu mashita masen ka kore sore are koko soko doko nan nani ja arimasen kudasai suki"),
  zh: words("wo ni ta women nimen tamen shi bu hen ma ne de le zai you mei he ye dou zhe na shenme shei nali hao chi he xiang yao hui neng"),
};

function plainLatin(text: string): string[] {
  return foldLatinAccents(text.normalize("NFKC").toLowerCase())
    .replace(/['’‘`´]/g, "")
    .split(/[^\p{Script=Latin}]+/u)
    .filter(Boolean);
}

export interface LanguageGuess {
  /** The likeliest language, or null when the message gives no clue. */
  language: string | null;
  /** The message reads as English (chat with the tutor rather than an answer). */
  english: boolean;
  /** How many of the message's Latin words were little words of the lesson's language. */
  courseWords: number;
}

/** Guesses the language of `text` for a learner of `course` (a language code). */
export function guessLanguage(text: string, course: string): LanguageGuess {
  const letters = [...text.matchAll(/\p{L}/gu)].length;
  const allowed = (COURSE_SCRIPTS as Readonly<Record<string, string[]>>)[course] ?? [];
  for (const { language, pattern } of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    // Kana decides Japanese; Han alone belongs to whichever of the two courses is open.
    if (count * 2 >= letters && count > 0) {
      const script = language === "zh" && course === "ja" ? "ja" : language;
      return { language: allowed.includes(language) ? course : script, english: false, courseWords: 0 };
    }
  }
  const tokens = plainLatin(text);
  const courseSet = FUNCTION_WORDS[course];
  const english = FUNCTION_WORDS.en!;
  const score = (language: string) => {
    const own = FUNCTION_WORDS[language];
    if (!own) return 0;
    // A word the course's language shares with another ("to", "in", "was") is evidence for neither.
    const shared = (token: string) => (language === course ? english.has(token) : courseSet?.has(token)) ?? false;
    return tokens.filter((token) => own.has(token) && !shared(token)).length;
  };
  const courseWords = score(course);
  let best: string | null = courseWords > 0 ? course : null;
  let bestScore = courseWords;
  for (const language of Object.keys(FUNCTION_WORDS)) {
    if (language === course) continue;
    const value = score(language);
    if (value > bestScore) [best, bestScore] = [language, value];
  }
  // One little word in a long message is chance; two, or one in a short message, is a sign.
  const telling = bestScore >= 2 || (bestScore === 1 && tokens.length <= 3);
  const language = telling ? best : null;
  return { language, english: language === "en", courseWords };
}
