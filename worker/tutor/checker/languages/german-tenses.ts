/**
 * Two tenses a German teacher accepts beside the one a lesson teaches:
 *  - the Präteritum for a Perfekt ("Gestern hat er Gitarre gespielt" → "Gestern spielte er Gitarre",
 *    "Ich bin um sieben aufgestanden" → "Ich stand um sieben auf"): written German tells the past so;
 *  - werden + infinitive for the present of a planned future ("Morgen spiele ich Tennis" →
 *    "Morgen werde ich Tennis spielen"), where a time word says it is to come.
 */
import { capitalisedLike as capitalised, sentenceOf, wordsOf } from "../variants";

/** The strong and mixed verbs' Präteritum stem, by the participle without its separable prefix. */
const STRONG: Record<string, string> = {
  gegangen: "ging", gekommen: "kam", geflogen: "flog", gefahren: "fuhr", gestanden: "stand", gesehen: "sah", gegessen: "aß", getrunken: "trank",
  geschrieben: "schrieb", gelesen: "las", gesprochen: "sprach", geschlafen: "schlief", genommen: "nahm", gegeben: "gab", gefunden: "fand",
  geblieben: "blieb", gewesen: "war", gehabt: "hatte", gebracht: "brachte", gedacht: "dachte", gewusst: "wusste", gekannt: "kannte",
  getroffen: "traf", geholfen: "half", geworden: "wurde", gelaufen: "lief", geschwommen: "schwamm", gesungen: "sang", gerufen: "rief",
  gewaschen: "wusch", getragen: "trug", vergessen: "vergaß", verstanden: "verstand", bekommen: "bekam", begonnen: "begann", gewonnen: "gewann",
  gelegen: "lag", gesessen: "saß", gestiegen: "stieg", geheißen: "hieß", gehalten: "hielt", gefangen: "fing", geladen: "lud", gerannt: "rannte",
  gestorben: "starb", geschlossen: "schloss", gezogen: "zog", geworfen: "warf", gestritten: "stritt", geritten: "ritt",
  verloren: "verlor", empfohlen: "empfahl", bestanden: "bestand", entschieden: "entschied", verlassen: "verließ", gegriffen: "griff",
};
const SEPARABLE = /^(an|auf|aus|ein|mit|zurück|fern|los|vor|weg|zu|ab|her|hin|nach|um|fest|kennen|spazieren)(?=ge)/;
const HABEN_SEIN: Record<string, "ich" | "du" | "er" | "wir" | "ihr"> = {
  habe: "ich", bin: "ich", hast: "du", bist: "du", hat: "er", ist: "er", haben: "wir", sind: "wir", habt: "ihr", seid: "ihr",
};

/** The Präteritum of a participle for a person, and the separable prefix it leaves at the end. */
function pastOf(participle: string, person: "ich" | "du" | "er" | "wir" | "ihr"): { verb: string; prefix: string } | null {
  const prefix = SEPARABLE.exec(participle)?.[0] ?? "";
  const rest = participle.slice(prefix.length);
  const strong = STRONG[rest];
  if (strong) {
    const weakish = strong.endsWith("te");
    const ending = weakish ? { ich: "", du: "st", er: "", wir: "n", ihr: "t" }[person] : { ich: "", du: "st", er: "", wir: "en", ihr: "t" }[person];
    return { verb: strong + ending, prefix };
  }
  // Weak verbs: ge-kauf-t → kaufte, gearbeitet → arbeitete, telefoniert → telefonierte, bestellt → bestellte.
  const weak = /^(?:ge)?(\p{Ll}+?)(e?t)$/u.exec(rest);
  if (!weak || (!rest.startsWith("ge") && !/^(be|ver|er|ent|zer|emp)/.test(rest) && !rest.endsWith("iert"))) return null;
  const stem = weak[1]! + (weak[2] === "et" ? "ete" : "te");
  return { verb: stem + { ich: "", du: "st", er: "", wir: "n", ihr: "t" }[person], prefix };
}

/** "Ich habe nicht gekocht" → "Ich kochte nicht": a main clause's Perfekt in the Präteritum. */
export function perfektAsPraeteritum(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  if (words.length < 3 || words.some((word) => word.endsWith(","))) return [];
  const auxAt = words.findIndex((word, index) => index <= 2 && HABEN_SEIN[word.toLowerCase()]);
  const last = words.length - 1;
  if (auxAt < 0 || auxAt === last) return [];
  const past = pastOf(words[last]!.toLowerCase(), HABEN_SEIN[words[auxAt]!.toLowerCase()]!);
  if (!past) return [];
  const said = [...words];
  said[auxAt] = capitalised(past.verb, words[auxAt]!);
  said.splice(last, 1, ...(past.prefix ? [past.prefix] : []));
  return [sentenceOf({ ...parts, words: said })];
}

/** Words that put the present's event in the future. */
const FUTURE = /^(morgen|übermorgen|bald|später|nächste|nächsten|nächstes|heute abend|heute nachmittag)$/i;
const WERDEN: Record<string, string> = { ich: "werde", du: "wirst", er: "wird", sie: "wird", es: "wird", man: "wird", wir: "werden", ihr: "werdet" };
/** Present forms whose infinitive an ending rule cannot make. */
const NOT_REGULAR = /^(bin|bist|ist|sind|seid|habe|hast|hat|kann|kannst|will|willst|muss|musst|darf|darfst|soll|sollst|mag|magst|möchte|möchtest|weiß|weißt|werde|wirst|wird|gibt|nimmt|isst|liest|sieht|fährt|spricht|trifft|hilft|schläft|läuft|trägt|vergisst)$/i;

/** "Morgen spiele ich Tennis" → "Morgen werde ich Tennis spielen"; "Ich rufe Max morgen an" → "Ich werde Max morgen anrufen". */
export function presentAsFuture(sentence: string): string[] {
  const parts = wordsOf(sentence);
  const words = parts.words;
  if (words.length < 3 || words.some((word) => word.endsWith(",")) || !words.some((word, index) => FUTURE.test(word) || FUTURE.test(`${word} ${words[index + 1] ?? ""}`))) return [];
  // The verb is second; its subject is the first word or the one after it.
  const verb = words[1]!;
  const subject = [words[0]!, words[2]!].map((word) => word.toLowerCase()).find((word) => WERDEN[word] && word !== "sie");
  const plural = [words[0]!, words[2]!].map((word) => word.toLowerCase()).find((word) => word === "wir" || word === "sie");
  const person = subject ?? plural;
  if (!person || NOT_REGULAR.test(verb)) return [];
  const infinitive = verb.endsWith("en") ? verb.toLowerCase() : verb.endsWith("e") ? `${verb.toLowerCase()}n` : verb.endsWith("t") && person !== "ihr" ? `${verb.toLowerCase().replace(/e?t$/, "")}en` : null;
  if (!infinitive || (person === "sie" && !verb.endsWith("en"))) return [];
  const werden = person === "sie" ? "werden" : WERDEN[person]!;
  const rest = words.slice(2);
  // A separable prefix at the end joins its infinitive: rufe … an → anrufen.
  const lastWord = rest[rest.length - 1]!;
  const prefix = /^(an|auf|aus|ein|mit|zurück|fern|los|vor|weg|ab|nach|um)$/.test(lastWord) ? lastWord : "";
  const body = prefix ? rest.slice(0, -1) : rest;
  return [sentenceOf({ ...parts, words: [words[0]!, capitalised(werden, verb), ...body, prefix + infinitive] })];
}
