/**
 * Kannada: the person endings of the verb (-īni I, -īri you, -āne he, -āḷe she, -āre they, -īvi
 * we), the case endings (-ge to, -alli in, -a of), the question -ā and the negatives alla / illa are
 * grammar. Colloquial and written forms are both in the lessons' answers.
 */
import { indicLanguage, looseKey, type IndicGrammar } from "./indic";

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

const grammar: IndicGrammar = {
  ...draft,
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
  verbEndings: ["ini", "ivi", "iri", "ira", "ene", "eve", "ne", "le", "re", "lu", "ide", "ona", "hudu", "hude", "huda", "beku", "rdu", "la"],
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

export const kannada = indicLanguage(grammar);
