/**
 * Spanish: articles, object pronouns, prepositions and the forms of ser, estar, ir, tener, haber,
 * poder, querer and hacer are grammar, as are verb endings (-o, -as, -amos, -aste, -ó …); accents
 * and ñ typed without their marks are accent slips, named gently.
 */
import { foldLatinAccents } from "../text";
import { grammarWords, latinLanguage, type LatinGrammar } from "./latin";
import { spanishVariants } from "./spanish-variants";

const grammar: LatinGrammar = {
  code: "es",
  closed: new Map([
    ...grammarWords("article", "el la los las un una unos unas al del lo"),
    ...grammarWords("pronoun", "yo tu él ella usted nosotros nosotras vosotros ellos ellas ustedes me te se le les nos os mi mis su sus"),
    ...grammarWords("verb", "soy eres es somos son ser era sido", "ser"),
    ...grammarWords("verb", "estoy estás está estamos están estar estaba", "estar"),
    ...grammarWords("verb", "voy vas va vamos van ir iba fui fuiste fue fuimos fueron", "ir"),
    ...grammarWords("verb", "tengo tienes tiene tenemos tienen tener tuve tuviste tuvo tuvimos tuvieron", "tener"),
    ...grammarWords("verb", "he has ha hemos han haber", "haber"),
    ...grammarWords("verb", "puedo puedes puede podemos pueden poder pude pudo", "poder"),
    ...grammarWords("verb", "quiero quieres quiere queremos quieren querer quise", "querer"),
    ...grammarWords("verb", "hago haces hace hacemos hacen hacer hice hiciste hizo hicimos hicieron", "hacer"),
    ...grammarWords("verb", "sé sabes sabe sabemos saben saber", "saber"),
    ...grammarWords("preposition", "a en de con por para desde hasta sin sobre"),
    ...grammarWords("negation", "no nunca"),
    ...grammarWords("question", "qué que dónde donde adónde cuándo cómo quién cuál"),
    ...grammarWords("conjunction", "y o pero porque"),
    ...grammarWords("adverb", "muy mucho mucha poco ya todavía aún también"),
  ]),
  subjects: new Map([
    ["yo", { ending: "o" }],
    ["tú", { ending: "s" }],
    ["él", {}],
    ["ella", {}],
    ["usted", {}],
    ["nosotros", { ending: "mos" }],
    ["nosotras", { ending: "mos" }],
    ["ellos", { ending: "n" }],
    ["ellas", { ending: "n" }],
    ["ustedes", { ending: "n" }],
  ]),
  verbEndings: [
    "asteis", "isteis", "ieron", "aron", "amos", "emos", "imos", "aste", "iste", "aban", "ando", "iendo", "ado", "ido", "aba", "ais", "eis",
    "as", "es", "an", "en", "ar", "er", "ir", "io", "o", "a", "e", "i",
  ],
  otherEndings: ["os", "as", "es", "s", "o", "a"],
  pairs: {
    "mucho>muy": "“{g}” → before an adjective or adverb, very is muy: “{e}”.",
    "muy>mucho": "“{g}” → on its own after a verb, a lot is mucho: “{e}”.",
    "bueno>bien": "“{g}” → to say how you do something, Spanish uses the adverb bien: “{e}”.",
    "está>es": "“{g}” → for what something is like by nature or by judgement, Spanish uses ser: “{e}”.",
    "estoy>tengo": "“{g}” → hunger and thirst are something you have in Spanish: “{e}”.",
    "soy>tengo": "“{g}” → hunger and thirst are something you have in Spanish: “{e}”.",
    "a>en": "“{g}” → for where something is or where you live, Spanish says en: “{e}”.",
    "en>a": "“{g}” → for where you go, Spanish says a: “{e}”.",
    "pez>pescado": "“{g}” is a live fish; fish as food is “{e}”.",
    "ya>todavía": "“{g}” no means no longer; not yet is todavía no: “{e}”.",
  },
  extras: {
    a: "“{g}” is not needed here: the infinitive follows the verb directly.",
    de: "“{g}” is not needed here.",
    "qué": "“{g}” is not needed here.",
  },
  missing: {
    a: "“{e}” is missing: ir takes a before the infinitive (ir a + infinitive).",
    que: "“{e}” is missing: have to is tener que + infinitive.",
    no: "“{e}” is missing: without it the sentence says the opposite.",
    de: "“{e}” is missing: a little of something is un poco de.",
  },
  participles: ["ado", "ido"],
  infinitives: ["ar", "er", "ir"],
  auxiliaries: ["haber"],
  fold: (word) => foldLatinAccents(word),
};

export const spanish = { ...latinLanguage(grammar), variants: spanishVariants };
