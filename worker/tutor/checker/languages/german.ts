/**
 * German: articles, pronouns and the forms of sein, haben and the modal verbs are grammar; person
 * endings (-e, -st, -t, -en), adjective endings and the participle's ge- are grammar; ß may be
 * typed ss and ä ö ü as ae oe ue (named gently), and a missing umlaut is an accent slip except where
 * it changes the form (möchte / mochte, würde / wurde).
 */
import { foldLatinAccents } from "../text";
import { germanVariants } from "./german-variants";
import { grammarWords, latinLanguage, type LatinGrammar } from "./latin";

/** Words where the umlaut is the grammar: without it they are another form. */
const UMLAUT_MATTERS = new Set(
  "möchte möchtest möchten möchtet würde würdest würden würdet hätte hättest hätten hättet könnte könntest könnten wäre wärst wären müsste müssten dürfte fährst fährt läufst läuft schläfst schläft trägst trägt hältst hält wäschst wäscht".split(" "),
);

const UMLAUTS: Record<string, string> = { ä: "a", ö: "o", ü: "u" };
const DIGRAPHS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

const digraphSpelling = (word: string) => word.replace(/[äöüß]/g, (letter) => DIGRAPHS[letter]!);

function fold(word: string): string {
  const spelled = word.replace(/ß/g, "ss");
  if (UMLAUT_MATTERS.has(word)) return foldLatinAccents(digraphSpelling(spelled));
  return foldLatinAccents(spelled.replace(/[äöü]/g, (letter) => UMLAUTS[letter]!));
}

/** The exercise's words with ä ö ü ß, by how they look typed with ae oe ue ss. */
function context(answers: readonly string[]): Map<string, string> {
  const respellings = new Map<string, string>();
  for (const word of answers.join(" ").toLowerCase().split(/[^\p{L}]+/u)) {
    if (/[äöüß]/.test(word)) respellings.set(digraphSpelling(word), word);
  }
  return respellings;
}

const SEIN = "bin bist ist sind seid war warst waren wart sein";
const HABEN = "habe hast hat haben habt hatte hattest hatten hab";

const grammar: LatinGrammar = {
  code: "de",
  closed: new Map([
    ...grammarWords("article", "der die das den dem des ein eine einen einem einer eines", "the article"),
    ...grammarWords("article", "kein keine keinen keinem keiner keines", "kein"),
    ...grammarWords("pronoun", "ich du er sie es wir ihr mich dich ihn uns euch mir dir ihm ihnen man"),
    ...grammarWords("pronoun", "mein meine meinen meinem dein deine deinen sein seine ihre ihren unser unsere euer eure"),
    ...grammarWords("verb", SEIN, "sein"),
    ...grammarWords("verb", HABEN, "haben"),
    ...grammarWords("verb", "kann kannst können könnt", "können"),
    ...grammarWords("verb", "muss musst müssen müsst", "müssen"),
    ...grammarWords("verb", "will willst wollen wollt", "wollen"),
    ...grammarWords("verb", "mochte möchte möchtest möchten möchtet", "möchten"),
    ...grammarWords("verb", "darf darfst dürfen", "dürfen"),
    ...grammarWords("verb", "werde wirst wird werden werdet", "werden"),
    ...grammarWords("verb", "würde würdest würden", "werden"),
    ...grammarWords("preposition", "in im an am auf mit zu zum zur von vom bei beim nach aus für um über unter vor hinter neben"),
    ...grammarWords("negation", "nicht nie"),
    ...grammarWords("question", "was wie wo wer wann warum woher wohin welche welcher welches"),
    ...grammarWords("conjunction", "und oder aber dass weil"),
    ...grammarWords("adverb", "noch schon sehr gern gerne auch"),
  ]),
  subjects: new Map([
    ["ich", { ending: "e" }],
    ["du", { ending: "st" }],
    ["er", { ending: "t" }],
    ["sie", {}],
    ["es", { ending: "t" }],
    ["man", { ending: "t" }],
    ["wir", { ending: "en" }],
    ["ihr", { ending: "t" }],
  ]),
  verbEndings: ["est", "st", "et", "en", "t", "e", "n"],
  otherEndings: ["em", "er", "es", "e", "en"],
  pairs: {
    "nicht>kein*": "“{g}” → before a noun, German says kein, not nicht: “{e}”.",
    "was>wie": "“{g}” → to ask a name or an opinion, German says wie: “{e}”.",
    "gut>gern": "“{g}” means well; to say you like doing something, German adds gern: “{e}”.",
    "gut>gerne": "“{g}” means well; to say you like doing something, German adds gerne: “{e}”.",
  },
  extras: {
    zu: "“{g}” is not needed here: after a modal verb the infinitive stands alone, without zu.",
  },
  missing: {
    nicht: "“{e}” is missing: without it the sentence says the opposite.",
  },
  infinitives: ["en", "ern", "eln"],
  infinitiveLooksFinite: true,
  fold,
  respell: (word, respellings) => (respellings as Map<string, string>).get(word) ?? word,
  capitalisedNouns: true,
  special(given, expected, place) {
    const participle = (word: string) => /^ge.{3,}(t|en)$/.test(word) || word.endsWith("iert");
    const sein = SEIN.split(" ").map(fold);
    const haben = HABEN.split(" ").map(fold);
    const hasParticiple = place.answer.words.some((word) => participle(word.key));
    if (hasParticiple && sein.includes(given) && haben.includes(expected)) return "“{g}” → this verb makes its perfect with haben, not sein: “{e}”.";
    if (hasParticiple && haben.includes(given) && sein.includes(expected)) return "“{g}” → this verb makes its perfect with sein, not haben: “{e}”.";
    if (expected.endsWith("iert") && given === `ge${expected}`) return "“{g}” → verbs ending in -ieren take no ge- in the participle: “{e}”.";
    if (participle(expected) && expected.startsWith("ge") && given !== expected) return "“{g}” → the past participle here is “{e}”.";
    const written = place.answer.words[place.index]!.exact;
    if (UMLAUT_MATTERS.has(written) && given === foldLatinAccents(written)) {
      return "“{g}” → without the umlaut this is another form; here it's “{e}” (type ae, oe, ue if your keyboard has no umlauts).";
    }
    return null;
  },
  note(attempt, answer) {
    if (digraphSpelling(attempt.exact) === digraphSpelling(answer.exact) && attempt.exact !== answer.exact) {
      if (answer.exact.includes("ß") && !attempt.exact.includes("ß")) return `Writing ss for ß is fine when your keyboard has none; it's written “${answer.text}”.`;
      if (attempt.exact.includes("ß")) return `Since the spelling reform it's written with ss: “${answer.text}”.`;
      return `Writing ae, oe, ue for ä, ö, ü is fine when your keyboard has none; it's written “${answer.text}”.`;
    }
    return null;
  },
};

/** Said or not, the sentence means the same: "Ich repariere (gerade) das Bett", "drei Tage (lang)". */
const OPTIONAL_WORDS = new Set(["gerade", "lang", "mal"]);

export const german = { ...latinLanguage(grammar, context), variants: germanVariants, optionalWords: OPTIONAL_WORDS };
