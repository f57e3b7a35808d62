/**
 * French: articles, pronouns (elided or not), prepositions and the forms of être, avoir, aller,
 * pouvoir, vouloir and faire are grammar, as are verb and participle endings (-es, -ons, -ez, -é,
 * -er …); a missing accent is an accent slip, and j'ai typed as jai is fine.
 */
import { foldLatinAccents } from "../text";
import { grammarWords, latinLanguage, type LatinGrammar } from "./latin";
import { frenchVariants } from "./french-variants";

const ELISIONS: Record<string, string> = { je: "j", ne: "n", le: "l", la: "l", de: "d", que: "qu", me: "m", te: "t", se: "s", ce: "c" };

const grammar: LatinGrammar = {
  code: "fr",
  closed: new Map([
    ...grammarWords("article", "le la les l un une des du de d au aux"),
    ...grammarWords("pronoun", "je j tu il elle on nous vous ils elles me m te t se s lui leur y en moi toi ce c ça"),
    ...grammarWords("verb", "suis es est sommes êtes sont être été", "être"),
    ...grammarWords("verb", "ai as a avons avez ont avoir eu", "avoir"),
    ...grammarWords("verb", "vais vas va allons allez vont aller", "aller"),
    ...grammarWords("verb", "peux peut pouvons pouvez peuvent puis pouvoir", "pouvoir"),
    ...grammarWords("verb", "veux veut voulons voulez veulent vouloir voudrais voudrait voudrions voudriez", "vouloir"),
    ...grammarWords("verb", "fais fait faisons faites font faire", "faire"),
    ...grammarWords("preposition", "à dans en chez pour avec sur sans par"),
    ...grammarWords("negation", "ne n pas jamais plus"),
    ...grammarWords("question", "que qu quoi où quand comment qui"),
    ...grammarWords("conjunction", "et ou mais"),
    ...grammarWords("adverb", "très beaucoup bien déjà encore aussi"),
  ]),
  subjects: new Map([
    ["je", { ending: "e" }],
    ["j", { ending: "e" }],
    ["tu", { ending: "es" }],
    ["il", {}],
    ["elle", {}],
    ["on", {}],
    ["nous", { ending: "ons" }],
    ["vous", { ending: "ez" }],
    ["ils", { ending: "ent" }],
    ["elles", { ending: "ent" }],
  ]),
  verbEndings: ["aient", "ions", "iez", "ent", "ons", "ais", "ait", "ez", "er", "ir", "re", "es", "is", "it", "e", "s", "t", "u", "i"],
  otherEndings: ["ees", "ee", "es", "e", "s"],
  pairs: {
    "en>à": "“{g}” → with a city, French says à: “{e}”.",
    "au>à": "“{g}” → with a city, French says à, without an article: “{e}”.",
    "très>beaucoup": "“{g}” → after a verb, a lot is beaucoup: “{e}”.",
  },
  extras: {
    la: "“{g}” is not needed here.",
    le: "“{g}” is not needed here.",
  },
  missing: {
    pas: "“{e}” is missing: French negation wraps the verb, ne … pas.",
    est: "“{e}” is missing: the sentence needs its verb.",
  },
  fold: (word) => foldLatinAccents(word).replace(/œ/g, "oe"),
  participles: ["e", "ee", "es", "ees", "i", "u", "is", "it"],
  // Longest first: rentrées, rentrés and rentrée share rentr-.
  agreements: ["ees", "es", "ee", "e", "s"],
  infinitives: ["er", "ir", "re"],
  auxiliaries: ["avoir", "être"],
  special(given, expected, place) {
    // A full je before a consonant is right for the learner's own next word: name the bigger mistake first.
    if (ELISIONS[given] === expected) return { explanation: "“{g}” → before a vowel, it's shortened with an apostrophe: “{e}”.", minor: true };
    const etre = ["suis", "es", "est", "sommes", "etes", "sont"];
    const avoir = ["ai", "as", "a", "avons", "avez", "ont"];
    if (etre.includes(given) && avoir.includes(expected)) {
      const participle = place.answer.words.slice(place.index + 1).some((word) => /(é|ée|és|ées|u|ue|i|it|ait)$/.test(word.exact) && word.exact.length > 2);
      return participle ? "“{g}” → this verb makes its passé composé with avoir: “{e}”." : "“{g}” → hunger and thirst are something you have in French (avoir faim): “{e}”.";
    }
    return null;
  },
};

/** "Je viens (juste) de manger". */
const OPTIONAL_WORDS = new Set(["juste"]);

export const french = { ...latinLanguage(grammar), variants: frenchVariants, optionalWords: OPTIONAL_WORDS };
