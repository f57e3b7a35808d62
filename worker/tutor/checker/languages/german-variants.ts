/**
 * What a German teacher accepts beside an answer: ihr where the answer says du (the prompt's
 * "you" may be several friends), a time word or a noun object put first with the verb still second
 * ("Morgen gehe ich", "Tennis spiele ich gern"), gern and gerne, numbers as digits or words, weil or
 * denn, warum or wieso, hatte or habe … gehabt, möchte or würde gern.
 */
import { numberVariants } from "../numbers";
import { applyRules, findPhrase, samePhrases, sentenceOf, wordsOf } from "../variants";
import { perfektAsPraeteritum, presentAsFuture } from "./german-tenses";

/** du-forms whose ihr-form is not the regular -st → -t. */
const IRREGULAR_IHR: Record<string, string> = {
  bist: "seid", hast: "habt", kannst: "könnt", willst: "wollt", musst: "müsst", möchtest: "möchtet", darfst: "dürft", sollst: "sollt",
  wirst: "werdet", weißt: "wisst", würdest: "würdet", hättest: "hättet", wärst: "wärt", warst: "wart", hattest: "hattet",
  isst: "esst", liest: "lest", sprichst: "sprecht", siehst: "seht", nimmst: "nehmt", gibst: "gebt", fährst: "fahrt", schläfst: "schlaft",
  triffst: "trefft", hilfst: "helft", läufst: "lauft", trägst: "tragt", vergisst: "vergesst", heißt: "heißt",
};
const POSSESSIVE_IHR: Record<string, string> = { dein: "euer", deine: "eure", deinen: "euren", deinem: "eurem", deiner: "eurer", deines: "eures", dich: "euch", dir: "euch" };

function ihrForm(verb: string): string | null {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_IHR[lower];
  const form = irregular ?? (lower.endsWith("est") && lower.length > 4 ? `${lower.slice(0, -3)}et` : lower.endsWith("st") ? `${lower.slice(0, -2)}t` : null);
  if (!form) return null;
  return /^\p{Lu}/u.test(verb) ? form[0]!.toUpperCase() + form.slice(1) : form;
}

/** "Bist du nervös?" → "Seid ihr nervös?": du, its verb (beside it) and its possessives in the plural. */
function pluralYou(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => /^du[,]?$/i.test(word));
  const words = [...parts.words];
  if (at >= 0) {
    words[at] = words[at]!.replace(/^du/i, (du) => (du[0] === "D" ? "Ihr" : "ihr"));
    const verbAt = [at - 1, at + 1].find((index) => index >= 0 && index < words.length && ihrForm(words[index]!.replace(/[,]$/, "")) !== null);
    if (verbAt === undefined) return [];
    const comma = words[verbAt]!.endsWith(",") ? "," : "";
    words[verbAt] = ihrForm(words[verbAt]!.replace(/[,]$/, ""))! + comma;
  }
  for (const [index, word] of words.entries()) {
    const bare = word.toLowerCase().replace(/[,]$/, "");
    if (POSSESSIVE_IHR[bare]) words[index] = POSSESSIVE_IHR[bare] + (word.endsWith(",") ? "," : "");
  }
  const plural = sentenceOf({ ...parts, words });
  return plural === sentence ? [] : [plural];
}

const SUBJECTS = ["ich", "du", "er", "sie", "es", "wir", "ihr", "man"];
const TIME_WORDS = [
  "heute", "morgen", "gestern", "jetzt", "bald", "später", "dann", "oft", "manchmal", "immer", "jeden tag", "heute abend", "heute morgen", "morgen früh", "gestern abend",
  "am wochenende", "am abend", "am morgen", "am montag", "am dienstag", "am mittwoch", "am donnerstag", "am freitag", "am samstag", "am sonntag",
  "letzte woche", "nächste woche", "letztes jahr", "nächstes jahr", "um sieben", "um acht",
];
const ARTICLES = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|kein|keine|keinen|zu|nach|in|im|am|an|auf|mit|um|für)$/i;

/**
 * The verb stays second when something else comes first: "Ich gehe morgen ins Kino" ↔ "Morgen
 * gehe ich ins Kino"; "Ich spiele gern Tennis" → "Tennis spiele ich gern" (a noun without an article).
 */
function frontedWords(sentence: string): string[] {
  const parts = wordsOf(sentence);
  if (parts.tail.includes("?") || parts.words.length < 3) return [];
  const words = parts.words.map((word) => word.replace(/[,]$/, ""));
  const variants: string[] = [];
  const lower = (word: string) => word.toLowerCase();
  const time = findPhrase(words, TIME_WORDS);
  if (SUBJECTS.includes(lower(words[0]!))) {
    const [subject, verb] = [lower(words[0]!), words[1]!];
    const front = (at: number, length: number) => {
      const moved = words.slice(at, at + length);
      const rest = words.filter((_, index) => index < at || index >= at + length).slice(2);
      const first = moved[0]![0]!.toUpperCase() + moved[0]!.slice(1);
      variants.push(sentenceOf({ ...parts, words: [first, ...moved.slice(1), verb, subject, ...rest] }));
    };
    if (time && time.at >= 2) front(time.at, time.length);
    words.forEach((word, index) => {
      const noun = /^\p{Lu}/u.test(word) && index >= 2 && !ARTICLES.test(words[index - 1]!) && !(time && index >= time.at && index < time.at + time.length);
      if (noun) front(index, 1);
    });
  } else if (time && time.at === 0 && SUBJECTS.includes(lower(words[time.length + 1] ?? ""))) {
    // "Morgen gehe ich ins Kino" → "Ich gehe morgen ins Kino".
    const verb = words[time.length]!;
    const subject = words[time.length + 1]!;
    const phrase = words.slice(0, time.length).map(lower);
    variants.push(sentenceOf({ ...parts, words: [subject[0]!.toUpperCase() + subject.slice(1), verb, ...phrase, ...words.slice(time.length + 2)] }));
  }
  return variants;
}

/** Why: warum, wieso or weshalb; so: deshalb, deswegen or darum (each sends the verb second); Saturday: Samstag or, in the north, Sonnabend. */
const SAME_WORDS = [["warum", "wieso", "weshalb"], ["deshalb", "deswegen", "darum"], ["jeden tag", "täglich"], ["samstag", "sonnabend"]];

/**
 * Because, said with weil (the verb at the end of its clause) or with denn (the verb second):
 * "…, weil ich müde bin" ↔ "…, denn ich bin müde".
 */
function weilOrDenn(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => /^(weil|denn)$/i.test(word));
  if (at < 1) return [];
  const end = parts.words.findIndex((word, index) => index > at && word.endsWith(","));
  const last = end < 0 ? parts.words.length - 1 : end;
  const clause = parts.words.slice(at + 1, last + 1).map((word) => word.replace(/,$/, ""));
  if (clause.length < 2) return [];
  const weil = parts.words[at]!.toLowerCase() === "weil";
  const reordered = weil ? [clause[0]!, clause[clause.length - 1]!, ...clause.slice(1, -1)] : [clause[0]!, ...clause.slice(2), clause[1]!];
  if (end >= 0) reordered[reordered.length - 1] += ",";
  return [sentenceOf({ ...parts, words: [...parts.words.slice(0, at), weil ? "denn" : "weil", ...reordered, ...parts.words.slice(last + 1)] })];
}

/** The past of haben and sein, said in the Präteritum or the Perfekt: "Ich hatte keine Zeit" ↔ "Ich habe keine Zeit gehabt". */
const PAST: Record<string, [string, string, string]> = {
  hatte: ["habe", "hat", "gehabt"], hattest: ["hast", "hast", "gehabt"], hatten: ["haben", "haben", "gehabt"], hattet: ["habt", "habt", "gehabt"],
  war: ["bin", "ist", "gewesen"], warst: ["bist", "bist", "gewesen"], waren: ["sind", "sind", "gewesen"], wart: ["seid", "seid", "gewesen"],
};
function perfectPast(sentence: string): string[] {
  const parts = wordsOf(sentence);
  if (parts.words.length < 2 || parts.words.some((word) => /^(gehabt|gewesen)[,]?$/i.test(word))) return [];
  const at = parts.words.findIndex((word) => PAST[word.toLowerCase().replace(/,$/, "")]);
  if (at < 0) return [];
  const bare = parts.words[at]!.toLowerCase().replace(/,$/, "");
  const [withIch, withOthers, participle] = PAST[bare]!;
  const neighbours = [parts.words[at - 1], parts.words[at + 1]].map((word) => word?.toLowerCase().replace(/,$/, ""));
  const auxiliary = neighbours.includes("ich") ? withIch : withOthers;
  const written = /^\p{Lu}/u.test(parts.words[at]!) ? auxiliary[0]!.toUpperCase() + auxiliary.slice(1) : auxiliary;
  const words = [...parts.words];
  const clauseEnd = words.findIndex((word, index) => index >= at && word.endsWith(","));
  if (words[at]!.endsWith(",") || at === (clauseEnd < 0 ? words.length - 1 : clauseEnd)) {
    // At the end of its clause (weil ich müde war): "gewesen bin".
    words[at] = `${participle} ${auxiliary}${words[at]!.endsWith(",") ? "," : ""}`;
  } else {
    words[at] = written;
    const last = clauseEnd < 0 ? words.length - 1 : clauseEnd;
    words[last] = words[last]!.endsWith(",") ? `${words[last]!.slice(0, -1)} ${participle},` : `${words[last]} ${participle}`;
  }
  return [sentenceOf({ ...parts, words })];
}

/** Would like to: möchte or würde gern ("Ich möchte etwas essen" ↔ "Ich würde gern etwas essen"). */
const WOULD: Record<string, string> = { möchte: "würde", möchtest: "würdest", möchten: "würden", möchtet: "würdet" };
function wouldLike(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const at = parts.words.findIndex((word) => WOULD[word.toLowerCase()]);
  // Only with a verb to like doing at the end: "Möchtest du Kaffee?" has none.
  if (at < 0 || !parts.words[parts.words.length - 1]!.endsWith("en") || parts.words.length - 1 <= at + 1) return [];
  const verb = WOULD[parts.words[at]!.toLowerCase()]!;
  // gern after the subject: right after the verb, or after the subject that follows it ("Was würdest du gern essen?").
  const after = at === 0 || SUBJECTS.includes(parts.words[at + 1]!.toLowerCase()) ? at + 1 : at;
  const withGern = (words: string[]) => [...words.slice(0, after + 1), "gern", ...words.slice(after + 1)];
  const would = [...parts.words];
  would[at] = /^\p{Lu}/u.test(parts.words[at]!) ? verb[0]!.toUpperCase() + verb.slice(1) : verb;
  // "Ich möchte gern Fisch essen": möchte takes gern as well.
  return [sentenceOf({ ...parts, words: withGern(would) }), sentenceOf({ ...parts, words: withGern(parts.words) })];
}

/** gern and gerne are one word. */
const gerne = (sentence: string) => (/\bgerne?\b/i.test(sentence) ? [sentence.replace(/\b(gern)(e?)\b/gi, (_, word: string, e: string) => (e ? word : `${word}e`))] : []);

export const germanVariants = (sentence: string): string[] =>
  applyRules(sentence, [perfektAsPraeteritum, presentAsFuture, wouldLike, gerne, (text) => samePhrases(text, SAME_WORDS), weilOrDenn, perfectPast, (text) => numberVariants(text, "de"), pluralYou, frontedWords]);
