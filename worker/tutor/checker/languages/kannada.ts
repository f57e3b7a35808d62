/**
 * Kannada: the person endings of the verb (-īni I, -īri you, -āne he, -āḷe she, -āre they, -īvi
 * we), the case endings (-ge to, -alli in, -a of), the question -ā and the negatives alla / illa are
 * grammar. Colloquial and written forms are both in the lessons' answers.
 */
import { numberVariants } from "../numbers";
import { applyRules, droppedSubject, MOST_VARIANTS, movedTimeWords, promptSays, sentenceOf, samePhrases, wordsOf } from "../variants";
import { indicLanguage, looseKey, type IndicGrammar } from "./indic";
import { remembered } from "../text";
import { KANNADA_REGISTER_RULES, movedBeforeVerb, SAID_ALIKE, spokenFormOf, TIME_PHRASES, TO_SPOKEN, TO_WRITTEN } from "./kannada-register";
import { ability, E_STEM_WRITTEN, eatOrMeal, eitherSex, emphaticPlace, INFINITIVE_AKKE, itAsThisOrThat, MORE_SPOKEN, MORE_WRITTEN, questionWordFirst, rewrittenWords, SHORT_SPEAK, SWALLOWED_PAST } from "./kannada-forms";

const draft: IndicGrammar = {
  code: "kn",
  script: "kannada",
  letters: /\p{Script=Kannada}/u,
  scriptName: "Kannada script",
  nativeKey: (word) => word.normalize("NFC").replace(/[\u200c\u200d]/g, ""),
  dropsFinalA: false,
  ignoresAspiration: true,
  closed: new Map(),
  subjects: new Set(),
  endings: [],
  verbEndings: [],
  pairs: {},
};

const key = (word: string) => looseKey(draft, word);
const closed = (category: string, words: string) => words.split(" ").map((word) => [key(word), category] as [string, string]);

/**
 * A person ending whose vowel's length is its tense: ಇದ್ದೀರಿ (you are) and ಇದ್ದಿರಿ (you were),
 * ಇದ್ದೀವಿ and ಇದ್ದಿವಿ; a casual romanisation writes both alike, the script does not.
 */
function tenseByVowelLength(given: string, expected: string): string | null {
  const [g, e] = [given.normalize("NFC").replace(/[.?!,]+$/u, ""), expected.normalize("NFC").replace(/[.?!,]+$/u, "")];
  if (g === e || g.length !== e.length || !/(ರಿ|ವಿ|ರಾ)$/u.test(e)) return null;
  const at = [...g].findIndex((letter, index) => letter !== e[index]);
  const pair = `${g[at]}${e[at]}`;
  if (at < g.length - 3 || g.slice(at + 1) !== e.slice(at + 1) || !["ೀಿ", "ಿೀ"].includes(pair)) return null;
  return e[at] === "ೀ" ? "now: -ī-" : "was: -i-";
}

/** A native word's comparison key: in the spoken register, so that written forms and mixed registers match (kannada-register.ts). */
const spokenForm = (word: string) => spokenFormOf(word, TO_SPOKEN);

const grammar: IndicGrammar = {
  ...draft,
  nativeKey: remembered((word) => spokenForm(draft.nativeKey(word))),
  closed: new Map([
    ...closed("pronoun", "naanu neevu neenu avanu avalu avaru naavu idu adu ivanu ivalu ivaru"),
    ...closed("possessive", "nanna nimma ninna avana avala avara namma"),
    ...closed("dative pronoun", "nanage nange nimage nimge avanige avalige avarige namage namge ninage"),
    ...closed("demonstrative", "ee aa"),
    ...closed("negative", "alla illa beda"),
    ...closed("question word", "enu elli yaaru yaavaaga hege yaake"),
  ]),
  subjects: new Set(["naanu", "neevu", "avanu", "avalu", "avaru", "naavu"].map(key)),
  endings: [
    ["ini", "-īni: I"],
    ["ivi", "-īvi: we"],
    ["iri", "-īri: you"],
    ["ira", "-īrā: asks you"],
    ["ene", "-ēne: I"],
    ["eve", "-ēve: we"],
    ["dvi", "-dvi: we were"],
    ["dri", "-dri: you were"],
    ["ne", "-āne: he"],
    ["le", "-āḷe: she"],
    ["re", "-āre: they"],
    ["lu", "-aḷu: she"],
    ["ide", "-ide: it"],
    ["ige", "-ige: to"],
    ["ge", "-ge: to"],
    ["li", "-alli: in, at"],
    ["na", "-āna: asks"],
    ["e", "-e"],
    ["a", "-a"],
    ["u", "-u"],
    ["i", "-i"],
  ],
  verbEndings: ["dvi", "dri", "ini", "ivi", "iri", "ira", "ene", "eve", "ne", "le", "re", "lu", "ide", "ona", "hudu", "hude", "huda", "beku", "rdu", "la"],
  nativeGrammar: tenseByVowelLength,
  pairs: {
    [`${key("illa")}>${key("alla")}`]: "“{g}” → to say something is not X, Kannada uses alla; illa means there isn't: “{e}”.",
    [`${key("alla")}>${key("illa")}`]: "“{g}” → to say there isn't, Kannada uses illa; alla means is not X: “{e}”.",
    [`${key("idu")}>${key("ee")}`]: "“{g}” → before a noun, this is ee: “{e}”.",
    [`${key("adu")}>${key("aa")}`]: "“{g}” → before a noun, that is aa: “{e}”.",
    [`${key("naanu")}>${key("nanage")}`]: "“{g}” → beku and baruttade take the person in the dative: “{e}”.",
    [`${key("neevu")}>${key("nimage")}`]: "“{g}” → baruttade (can speak) takes the person in the dative: “{e}”.",
    [`${key("avanu")}>${key("avanige")}`]: "“{g}” → beku takes the person in the dative: “{e}”.",
  },
};

/** A word ending in -i or -u joined to a following ಇ… (ಚೆನ್ನಾಗಿ ಇಲ್ಲ → ಚೆನ್ನಾಗಿಲ್ಲ, ಎಲ್ಲಿ ಇದ್ದೀರಿ → ಎಲ್ಲಿದ್ದೀರಿ), and split again. */
function joined(sentence: string): string[] {
  const join = sentence.replace(/([\u0C95-\u0CB9])([ಿು]) ಇ(?=\S)/gu, "$1ಿ");
  // Split again, the first word ending in -i or in -u (ಚೆನ್ನಾಗಿ ಇಲ್ಲ, ದುಡ್ಡು ಇಲ್ಲ): which one, the joined word does not say.
  const splitI = sentence.replace(/(\S[\u0C95-\u0CB9])ಿ(ಲ್ಲ|ದೆ|ದ್ದ|ದೀ|ದಾ)/gu, "$1ಿ ಇ$2");
  const splitU = sentence.replace(/(\S[\u0C95-\u0CB9])ಿ(ಲ್ಲ|ದೆ|ದ್ದ|ದೀ|ದಾ)/gu, "$1ು ಇ$2");
  return [join, splitI, splitU].filter((variant) => variant !== sentence);
}

/**
 * Forms both registers share beside the short one the course teaches: he did with the written -ನು
 * (ಅವನು ಮಲಗಿದ್ದ / ಮಲಗಿದ್ದನು), -ing as two words (ನೋಡ್ತಿದ್ದೆ / ನೋಡ್ತಾ ಇದ್ದೆ), Ravi's said with respect
 * (ರವಿಯ / ರವಿಯವರ).
 */
function longerForms(sentence: string): string[] {
  const forms = [
    sentence.replace(/(?<=\Sದ)(?=[?.!]*$)/u, "ನು"),
    sentence.replace(/(?<=\S)ದನು(?=[?.!]*$)/u, "ದ"),
    // I did, written with -ನು too (ಹೋದೆ / ಹೋದೆನು).
    sentence.replace(/(?<=\Sದೆ)(?=[?.!]*$)/u, "ನು"),
    sentence.replace(/ತಿದ(?=[್ೀಾೆ])/u, "ತಾ ಇದ"),
    sentence.replace(/ತಾ ಇದ(?=[್ೀಾೆ])/u, "ತಿದ"),
    // It was -ing: ಬರ್ತಿತ್ತು / ಬರ್ತಾ ಇತ್ತು.
    sentence.replace(/ತಿತ್ತು/u, "ತಾ ಇತ್ತು"),
    sentence.replace(/ತಾ ಇತ್ತು/u, "ತಿತ್ತು"),
    // Is big, said with -ಆಗಿ (ದೊಡ್ಡದಿದೆ / ದೊಡ್ಡದಾಗಿದೆ).
    sentence.replace(/(?<=\S)ದಿದೆ(?=[?.!]*$)/u, "ದಾಗಿದೆ"),
    sentence.replace(/(?<=\S)ದಾಗಿದೆ(?=[?.!]*$)/u, "ದಿದೆ"),
    sentence.replace(/(?<=\S)ಿಯ(?= )/u, "ಿಯವರ"),
    sentence.replace(/(?<=\S)ಿಯವರ(?= )/u, "ಿಯ"),
  ];
  return forms.filter((form) => form !== sentence);
}

/** You, familiar (ನೀನು … -ೀಯ) where the answer says you, polite (ನೀವು … -ೀರಿ): the prompt's "you" is either. */
function familiarYou(sentence: string): string[] {
  if (!/(ೀರಿ|ೀರಾ|ದ್ರಿ|ದಿರಿ)[?.!]*$/u.test(sentence)) return [];
  return [
    sentence
      .replace(/ನೀವು/gu, "ನೀನು")
      .replace(/ನಿಮಗೆ/gu, "ನಿನಗೆ")
      .replace(/ನಿಮ್ಮ/gu, "ನಿನ್ನ")
      .replace(/ೀರಿ(?=[?.!]*$)/u, "ೀಯ")
      .replace(/ೀರಾ(?=[?.!]*$)/u, "ೀಯಾ")
      .replace(/(ದ್ರಿ|ದಿರಿ)(?=[?.!]*$)/u, "ದೆ"),
  ];
}

/** Your and to you, familiar, in a sentence whose verb says no person (ಇದು ನಿನ್ನ ಕಾರಾ?, ನಿನಗೆ ನೀರು ಬೇಕಾ?). */
function familiarYour(sentence: string): string[] {
  if (/(ೀರಿ|ೀರಾ|ದ್ರಿ|ದಿರಿ|iri|ira|dri|diri)[?.!]*$/u.test(sentence) || /ನೀವು|neevu|nivu/u.test(sentence)) return [];
  const familiar = sentence
    .replace(/ನಿಮ್ಮ/gu, "ನಿನ್ನ").replace(/ನಿಮಗೆ|ನಿಮ್ಗೆ/gu, "ನಿನಗೆ")
    .replace(/\bnimma\b/g, "ninna").replace(/\b(nimage|nimge)\b/g, "ninage");
  return familiar === sentence ? [] : [familiar];
}

/** A yes/no question's -ಾ said -ೇ, as written Kannada asks (ಚೆನ್ನಾಗಿದೆಯಾ? / ಚೆನ್ನಾಗಿದೆಯೇ?). */
function writtenQuestion(sentence: string): string[] {
  // A verb's person ending asks with -ೆಯೇ (ಇದ್ದಾರಾ? / ಇದ್ದಾರೆಯೇ?, kannada-register.ts): its -ೇ alone would read as the statement ಇದ್ದಾರೆ.
  if (/[ತದ](ಾರ|ಾನ|ಾಳ|ೀರ|ೀಯ)ಾ\s*\?$/u.test(sentence)) return [];
  const asked = sentence.replace(/[ಾೇ](?=\s*\?$)/u, (ending) => (ending === "ಾ" ? "ೇ" : "ಾ"));
  return asked === sentence ? [] : [asked];
}

/** Than X put first or after the subject (ಟೀ ಕಾಫಿಗಿಂತ ಚೆನ್ನಾಗಿದೆ / ಕಾಫಿಗಿಂತ ಟೀ ಚೆನ್ನಾಗಿದೆ). */
function movedThan(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const [first, second] = parts.words;
  if (!first || !second || parts.words.length < 3) return [];
  if (/(ಗಿಂತ|ಕ್ಕಿಂತ|ginta|gintha|kkinta|kkintha)$/u.test(second)) return [sentenceOf({ ...parts, words: [second, first, ...parts.words.slice(2)] })];
  if (/(ಗಿಂತ|ಕ್ಕಿಂತ|ginta|gintha|kkinta|kkintha)$/u.test(first)) return [sentenceOf({ ...parts, words: [second, first, ...parts.words.slice(2)] })];
  return [];
}

/** The one who wants, needs or knows (ನನಗೆ … ಬೇಕು, ಬರುತ್ತೆ), left unsaid as the verb's own subject is. */
const DATIVE_SUBJECTS = ["ನನಗೆ", "ನಂಗೆ", "ನಿಮಗೆ", "ನಿಮ್ಗೆ", "ನಿನಗೆ", "ನಮಗೆ", "ನಮ್ಗೆ", "nanage", "nange", "nimage", "nimge", "ninage", "namage", "namge"];

/** She or he said with respect (ಅವರು … -ಆರೆ), as Kannada speakers often do. */
function respectfulThirdPerson(sentence: string): string[] {
  // No verb that says the person (ಅವನು ಇಲ್ಲಿ ಇಲ್ಲ): the pronoun alone changes.
  if (/(ಅವಳು|ಅವನು)/u.test(sentence) && !/(ಾಳೆ|ಾನೆ|ಳು|ನು|ದ)[?.!]*$/u.test(sentence)) return [sentence.replace(/ಅವಳು|ಅವನು/gu, "ಅವರು")];
  if (/\b(avanu|avalu|avnu|avlu)\b/.test(sentence) && !/(aane|aale|anu|alu|ane|ale)[?.!]*$/.test(sentence)) return [sentence.replace(/\b(avanu|avalu|avnu|avlu)\b/g, "avaru")];
  if (!/(ಅವಳು|ಅವನು)/u.test(sentence) || !/(ಾಳೆ|ಾನೆ|ಳು|ನು)[?.!]*$/u.test(sentence)) return [];
  return [
    sentence
      .replace(/ಅವಳು|ಅವನು/gu, "ಅವರು")
      .replace(/(ಾಳೆ|ಾನೆ)(?=[?.!]*$)/u, "ಾರೆ")
      .replace(/(?<=\S)(ಳು|ನು)(?=[?.!]*$)/u, "ರು"),
  ];
}

const TIME_WORDS = ["ಇವತ್ತು", "ಇಂದು", "ನಾಳೆ", "ನಿನ್ನೆ", "ಈಗ", "ದಿನಾ", "ಪ್ರತಿದಿನ", "ಬೆಳಿಗ್ಗೆ", "ಸಂಜೆ", "ರಾತ್ರಿ", "ಸೋಮವಾರ", "ಮಂಗಳವಾರ", "ಬುಧವಾರ", "ಗುರುವಾರ", "ಶುಕ್ರವಾರ", "ಶನಿವಾರ", "ಭಾನುವಾರ"];
/** What moves freely before the verb: times, and the question words of when, why and how. */
const MOVING = [...TIME_WORDS, ...TIME_PHRASES, "ಯಾವಾಗ", "ಯಾಕೆ", "ಏಕೆ", "ಹೇಗೆ"];
const SUBJECTS = ["ನಾನು", "ನೀವು", "ನೀನು", "ನಾವು", "ಅವನು", "ಅವಳು", "ಅವರು", "ಅದು", "ಇದು"];
/** The verb's ending tells these persons (and he, she, they: -ಾನೆ, -ಾಳೆ, -ಾರೆ), so they may be left out. */
const SPEAKER_AND_LISTENER = ["ನಾನು", "ನೀವು", "ನೀನು", "ನಾವು", "ಅವನು", "ಅವಳು", "ಅವರು"];

/**
 * The person a verb's last ending tells, in script and romanised, with the English the prompt says
 * it with: the subject pronoun a learner may say although the answer leaves it out.
 */
const PERSON_ENDINGS: [RegExp, RegExp, string, string[]][] = [
  [/(ೀನಿ|ೇನೆ)$/u, /(ini|eeni|ene)$/, "ನಾನು naanu", ["i"]],
  [/(ೀವಿ|ೇವೆ|ೋಣ|ೋಣಾ|ದೆವು|ದ್ವಿ)$/u, /(ivi|eevi|eve|ona|oona|devu|dvi)$/, "ನಾವು naavu", ["we", "let's", "let us"]],
  [/(ೀರಿ|ೀರಾ|ದ್ರಿ|ದಿರಿ)$/u, /(iri|eeri|ira|eera|dri|diri)$/, "ನೀವು neevu", ["you"]],
  [/(ೀಯ|ೀಯಾ)$/u, /(iya|eeya|iyaa|eeyaa)$/, "ನೀನು neenu", ["you"]],
  [/ಾನೆ$/u, /aane$/, "ಅವನು avanu", ["he"]],
  [/ಾಳೆ$/u, /aale$/, "ಅವಳು avalu", ["she"]],
  [/ಾರೆ$/u, /aare$/, "ಅವರು avaru", ["they", "he", "she"]],
];
const DATIVE_OR_SUBJECT = /^(ನಾನು|ನೀವು|ನೀನು|ನಾವು|ಅವನು|ಅವಳು|ಅವರು|ನನಗೆ|ನಂಗೆ|ನಿಮಗೆ|ನಿಮ್ಗೆ|ನಿನಗೆ|ಅವನಿಗೆ|ಅವಳಿಗೆ|ಅವರಿಗೆ|ನಮಗೆ|ನಮ್ಗೆ|naanu|nanu|neevu|nivu|neenu|naavu|navu|avanu|avalu|avaru|nanage|nange|nimage|nimge|ninage|namage|namge)$/iu;

/**
 * "ಕಾಫಿ ಕುಡಿಯೋಣ" → "ನಾವು ಕಾಫಿ ಕುಡಿಯೋಣ" (Let's drink coffee): the subject the verb's ending already
 * tells, said, when the prompt says that person too (a noun subject is never doubled by a pronoun).
 */
function saidSubject(sentence: string, prompt?: string): string[] {
  const parts = wordsOf(sentence);
  const verb = parts.words[parts.words.length - 1]?.replace(/[,?!.]+$/u, "").toLowerCase();
  if (!verb || !prompt || parts.words.some((word) => DATIVE_OR_SUBJECT.test(word.replace(/[,?!.]+$/u, "")))) return [];
  const roman = !/\p{Script=Kannada}/u.test(verb);
  for (const [script, latin, pronouns, persons] of PERSON_ENDINGS) {
    if (!(roman ? latin : script).test(verb)) continue;
    if (!promptSays(prompt, persons)) return [];
    const [native, romanised] = pronouns.split(" ");
    return [sentenceOf({ ...parts, words: [roman ? romanised! : native!, ...parts.words] })];
  }
  return [];
}

/** Every day, said alike. */
const SAME_PHRASES = [["ದಿನಾ", "ಪ್ರತಿದಿನ", "ದಿನಾಲೂ", "ದಿನಾಲು", "ಪ್ರತಿ ದಿನ", "ದಿನವೂ"], ...SAID_ALIKE];

/**
 * "ಅವಳು ನನಗೆ (ಒಂದು) ಪೆನ್ ಕೊಟ್ಟಳು", "ನಾನು (ಒಬ್ಬ) ಡಾಕ್ಟರ್": Kannada's "a" said or not; please, which
 * the polite -ಇ already says; the quoting ಅಂತ after a name (ನನ್ನ ಹೆಸರು ರವಿ ಅಂತ).
 */
const OPTIONAL_WORDS = new Set(["ಒಂದು", "ondu", "ಒಬ್ಬ", "obba", "ಒಬ್ಬಳು", "obbalu", "ಅಂತ", "anta", "antha", "ದಯವಿಟ್ಟು", "dayavittu", "ಪ್ಲೀಸ್", "please"]);

export const kannada = {
  ...indicLanguage(grammar),
  optionalWords: OPTIONAL_WORDS,
  variants: (sentence: string, prompt?: string) =>
    applyRules(sentence, [
      (text) => saidSubject(text, prompt),
      (text) => ability(text, prompt),
      (text) => itAsThisOrThat(text, prompt),
      (text) => eatOrMeal(text, prompt),
      (text) => eitherSex(text, prompt),
      (text) => numberVariants(text, "kn"),
      (text) => rewrittenWords(text, [...MORE_WRITTEN, ...TO_WRITTEN]),
      (text) => rewrittenWords(text, [...E_STEM_WRITTEN, ...MORE_WRITTEN, ...TO_WRITTEN]),
      (text) => rewrittenWords(text, [...MORE_SPOKEN, ...TO_SPOKEN]),
      (text) => rewrittenWords(text, INFINITIVE_AKKE),
      (text) => rewrittenWords(text, SWALLOWED_PAST),
      (text) => rewrittenWords(text, SHORT_SPEAK),
      joined,
      longerForms,
      (text) => samePhrases(text, SAME_PHRASES.filter((group) => group.some((phrase) => text.includes(phrase)))),
      familiarYou,
      familiarYour,
      respectfulThirdPerson,
      writtenQuestion,
      movedThan,
      emphaticPlace,
      questionWordFirst,
      ...KANNADA_REGISTER_RULES,
      // Only the phrases the sentence has are looked for: the rules run on every sentence made.
      (text) => movedTimeWords(text, MOVING.filter((phrase) => text.includes(phrase)), SUBJECTS, "after subject"),
      (text) => movedBeforeVerb(text, MOVING.filter((phrase) => text.includes(phrase))),
      (text) => droppedSubject(text, SPEAKER_AND_LISTENER),
      (text) => droppedSubject(text, DATIVE_SUBJECTS),
    ], MOST_VARIANTS),
};
