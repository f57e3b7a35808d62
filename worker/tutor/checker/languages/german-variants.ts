/**
 * What a German teacher accepts beside an answer: ihr where the answer says du (the prompt's
 * "you" may be several friends), a time word or a noun object put first with the verb still second
 * ("Morgen gehe ich", "Tennis spiele ich gern"), gern and gerne, numbers as digits or words, weil or
 * denn, warum or wieso, hatte or habe … gehabt, möchte or würde gern.
 */
import { clockVariants } from "../clock-times";
import { numberVariants } from "../numbers";
import { applyRules, capitalisedLike, findPhrase, samePhrases, sentenceOf, wordsOf } from "../variants";
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
const DETERMINERS = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein|meine|meinen|meinem|meiner|dein|deine|deinen|deinem|deiner|sein|seine|seinen|seinem|seiner|ihr|ihre|ihren|ihrem|ihrer|unser|unsere|unseren|unserem|euer|eure|euren|eurem|kein|keine|keinen|keinem|keiner|dies|diese|diesen|diesem|dieser|dieses)$/i;
const PREPOSITIONS = /^(in|im|ins|an|am|ans|auf|aus|bei|beim|mit|nach|von|vom|zu|zum|zur|für|über|unter|vor|hinter|neben|zwischen)$/i;
/** An adjective between a determiner and its noun: "den großen Hund". */
const ADJECTIVE = /^\p{Ll}+(e|en|er|es|em)$/u;

/**
 * The length of the phrase that may stand before the verb, starting at `at`: a noun with its
 * determiner and adjectives ("den roten Wein"), a bare noun ("Tennis"), either after a preposition
 * ("in Berlin", "mit meiner Mutter"), or the pronoun das ("Das mache ich morgen"). 0 when none.
 */
function frontablePhrase(words: readonly string[], at: number): number {
  let end = at;
  if (PREPOSITIONS.test(words[end] ?? "")) end++;
  const determiner = DETERMINERS.test(words[end] ?? "");
  if (determiner) end++;
  if (determiner) while (ADJECTIVE.test(words[end] ?? "") && /^\p{Lu}/u.test(words[end + 1] ?? "")) end++;
  if (/^\p{Lu}/u.test(words[end] ?? "")) return end + 1 - at;
  // das on its own (no noun after it) is the pronoun: "Ich mache das morgen".
  if (end === at + 1 && /^das$/i.test(words[at]!) && !/^\p{Lu}/u.test(words[at + 1] ?? "")) return 1;
  return 0;
}

const capitalised = (word: string) => capitalisedLike(word, "A");
/** A word that keeps its capital wherever it stands: a noun or a name (not the first word's capital). */
const keepsCapital = (word: string) => !DETERMINERS.test(word) && !PREPOSITIONS.test(word) && !SUBJECTS.includes(word.toLowerCase());
const uncapitalised = (word: string) => (keepsCapital(word) ? word : word.toLowerCase());

/**
 * The verb stays second whatever comes first, in the main clause: "Ich gehe morgen ins Kino" ↔
 * "Morgen gehe ich ins Kino"; "Ich trinke den Kaffee schwarz" ↔ "Den Kaffee trinke ich schwarz";
 * "Ich wohne in Berlin" ↔ "In Berlin wohne ich"; "Du organisierst das sehr gut" ↔ "Das organisierst
 * du sehr gut". Questions and what follows a comma keep their order.
 */
function frontedWords(sentence: string): string[] {
  const parts = wordsOf(sentence);
  if (parts.tail.includes("?") || parts.words.length < 3) return [];
  const clauseEnd = parts.words.findIndex((word) => word.endsWith(","));
  const main = clauseEnd < 0 ? parts.words.length : clauseEnd + 1;
  const words = parts.words.map((word) => word.replace(/[,]$/, ""));
  const rejoin = (reordered: string[]) => sentenceOf({ ...parts, words: [...reordered, ...parts.words.slice(main)].map((word, index) => (index === main - 1 && clauseEnd >= 0 ? `${word},` : word)) });
  const variants: string[] = [];
  const time = findPhrase(words.slice(0, main), TIME_WORDS);
  if (SUBJECTS.includes(words[0]!.toLowerCase())) {
    const [subject, verb] = [words[0]!.toLowerCase(), words[1]!];
    const front = (at: number, length: number) => {
      const moved = words.slice(at, at + length);
      const rest = words.slice(2, main).filter((_, index) => index + 2 < at || index + 2 >= at + length);
      variants.push(rejoin([capitalised(moved[0]!), ...moved.slice(1), verb, subject, ...rest]));
    };
    if (time && time.at >= 2) front(time.at, time.length);
    // Phrase by phrase: a noun inside "mit meiner Mutter" does not move without its preposition.
    for (let at = 2; at < main; ) {
      const inTime = time && at >= time.at && at < time.at + time.length;
      const length = inTime ? 0 : frontablePhrase(words, at);
      if (length && at + length <= main) front(at, length);
      at += Math.max(1, length);
    }
  } else {
    // "Morgen gehe ich ins Kino" → "Ich gehe morgen ins Kino"; "Den Film habe ich gesehen" → "Ich habe den Film gesehen".
    const timeFirst = time?.at === 0;
    const length = timeFirst ? time.length : frontablePhrase(words, 0);
    const subject = words[length + 1] ?? "";
    if (length && length + 1 < main && SUBJECTS.includes(subject.toLowerCase())) {
      const first = timeFirst ? words[0]!.toLowerCase() : uncapitalised(words[0]!);
      variants.push(rejoin([capitalised(subject), words[length]!, first, ...words.slice(1, length), ...words.slice(length + 2, main)]));
    }
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
  applyRules(sentence, [perfektAsPraeteritum, presentAsFuture, wouldLike, gerne, (text) => samePhrases(text, SAME_WORDS), weilOrDenn, perfectPast, (text) => clockVariants(text, "de"), (text) => numberVariants(text, "de"), pluralYou, frontedWords]);
