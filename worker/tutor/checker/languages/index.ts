/** The languages the checker knows, and telling an exercise's language from its answers when it is not given. */
import { foldLatinAccents } from "../../../../contract/fold";
import { COURSE_LANGUAGES, isLanguageCode, type LanguageCode, type ScriptLanguageCode } from "../../../../contract/languages";
import type { Language } from "../types";
import { chinese } from "./chinese";
import { french } from "./french";
import { german } from "./german";
import { hindi } from "./hindi";
import { japanese } from "./japanese";
import { kannada } from "./kannada";
import { latinLanguage } from "./latin";
import { spanish } from "./spanish";

/** Any other language written in the Latin alphabet: words compared with accents folded, no grammar lists. */
const plain = latinLanguage({
  code: "",
  closed: new Map(),
  subjects: new Map(),
  verbEndings: [],
  otherEndings: [],
  pairs: {},
  extras: {},
  missing: {},
  fold: foldLatinAccents,
});

/**
 * The rules of every registered language (contract/languages/), keyed by its code: a language in the
 * registry without rules here does not typecheck, and the registry test names it.
 */
export const CHECKER_LANGUAGES: Readonly<Record<LanguageCode, Language>> = { de: german, es: spanish, fr: french, hi: hindi, kn: kannada, ja: japanese, zh: chinese };

/** How each language written in its own script is told from its answers, in registry order (Japanese's kana before Chinese's Han). */
const TELLING_SCRIPTS = COURSE_LANGUAGES.flatMap((language) => ("script" in language ? [{ code: language.code, letters: new RegExp(`[${language.script.telling}]`, "u") }] : []));

/** A whole word (the letters around it are not letters: \b knows only ASCII). */
const wordsOf = (list: string) => `(?<!\\p{L})(?:${list})(?!\\p{L})`;
/** Words frequent in short sentences of each Latin-alphabet language, for telling them apart (every one the registry has). */
const MARKERS: Readonly<Record<Exclude<LanguageCode, ScriptLanguageCode>, RegExp>> = {
  de: new RegExp(`${wordsOf("ich|du|ist|das|nicht|bin|bist|habe|hast|hat|der|die|und|sie|wir|er|ein|eine|sehr|gern|wer|wie|was|wo|kann|muss|gibt|wird|wohnt|mein|meine|einen|morgen|ge\\p{L}+t")}|[äöüß]`, "giu"),
  es: new RegExp(`${wordsOf("es|el|la|yo|no|que|qué|muy|quiero|quiere|tengo|tiene|tú|usted|en|y|lo|él|ella|nosotros|nosotras|mucho|mucha|ayer|fue|fui|fuimos|por|favor|más|una|hable|habla|espere|espera|\\p{L}+(?:amos|emos|imos)")}|[ñ¿¡]|[áíóú](?!\\p{L})`, "giu"),
  fr: new RegExp(`${wordsOf("je|tu|est|c'est|le|la|pas|ne|vous|nous|très|à|j'ai|il|elle|on|y|va|qu'est|avons|suis|quel|fait|faisait")}|[çœèêàûôîâëù]|(?<!\\p{L})[jlcdn]'`, "giu"),
};

export function detectLanguage(answers: readonly string[]): string {
  const text = answers.join(" \n ");
  const scripted = TELLING_SCRIPTS.find((script) => script.letters.test(text));
  if (scripted) return scripted.code;
  const scores = Object.entries(MARKERS).map(([code, marker]) => [code, text.match(marker)?.length ?? 0] as const);
  const [code, score] = scores.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return score > 0 ? code : "";
}

export function languageFor(code: string | undefined, answers: readonly string[]): Language {
  const wanted = code ?? detectLanguage(answers);
  return isLanguageCode(wanted) ? CHECKER_LANGUAGES[wanted] : plain;
}
