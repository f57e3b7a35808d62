/**
 * The language registry and what it drives. Every place below lists or recognises the course
 * languages; each is checked for every registered language, so a language added to
 * contract/languages/ fails here, by name and place, until its content and everything keyed by it
 * agree (decision 053). The places that need code of their own per language (the checker's rules,
 * its number words and Latin-language markers, the tutor's little words, a script's font) are
 * keyed by `LanguageCode` and fail typecheck first; they are checked here as well.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import languagesJson from "../../content/languages.json";
import floor from "../../bench/teaching/floor.json";
import indexHtml from "../../index.html?raw";
import { ABOUT_TEXT } from "../../frontend/pages/about/about-content";
import { FAQ_TEXT } from "../../frontend/pages/faq/faq-content";
import { LANDING_TEXT } from "../../frontend/pages/LandingPage";
import { COURSE_LANGUAGES_PLACEHOLDER, withCourseLanguages } from "../../scripts/course-languages-plugin";
import { CHECKER_LANGUAGES, detectLanguage } from "../../worker/tutor/checker/languages";
import { numberVariants } from "../../worker/tutor/checker/numbers";
import { WORD_QUESTIONS } from "../../worker/tutor/intent-phrases";
import { guessLanguage, LANGUAGE_NAMES } from "../../worker/tutor/language-guess";
import { lessonGlossary } from "../../worker/tutor/lesson-words";
import { LessonFrontMatter } from "../lesson-source";
import { languageTag, scriptRun } from "../lesson-languages";
import { languageName } from "../page-titles";
import { COURSE_LANGUAGES, LANGUAGE_CODES, type CourseLanguage } from ".";

// Read through Vite (the frontend project's), so this test needs neither Node's nor the Worker's types.
const FIRST_LESSONS = import.meta.glob<string>("../../content/*/01-*.md", { query: "?raw", import: "default", eager: true });
const LESSON_FILES = Object.keys(import.meta.glob("../../content/*/*.md"));
const TEACHING_SETS = Object.keys(import.meta.glob("../../bench/teaching/*/answer-set.*.yaml"));
const TEACHING_FLOOR = floor as Record<string, Record<string, unknown>>;

const languages = COURSE_LANGUAGES as readonly CourseLanguage[];
const byName = languages.map((language) => [language.name, language] as const);
const scripted = byName.filter(([, language]) => language.script);

/** The term and direction the tutor reads from a word question, as intent.ts reads it (lower case). */
function wordQuestion(message: string) {
  for (const { pattern, direction } of WORD_QUESTIONS) {
    const match = pattern.exec(message);
    if (match) return { term: match[1], direction };
  }
  return null;
}

/** An answer of the language's first lesson written in its own script: what a learner of it types. */
function answerInScript(language: CourseLanguage): string {
  const [, raw] = Object.entries(FIRST_LESSONS).find(([path]) => path.startsWith(`../../content/${language.code}/`))!;
  const lesson = v.parse(LessonFrontMatter, parseYaml(raw.split(/^---$/m)[1]!));
  const telling = new RegExp(`[${language.script!.telling}]`, "u");
  return lesson.exercises.flatMap((exercise) => exercise.answers).find((answer) => telling.test(answer))!;
}

describe("the language registry", () => {
  it("holds each language once, in course order, with its BCP 47 tag and, for one in another script, its romanisation's", () => {
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    for (const language of languages) {
      expect(language.tag, language.name).toMatch(new RegExp(`^${language.code}-[A-Z]{2}$`));
      expect(language.romanisationTag?.startsWith(`${language.code}-Latn`) ?? false, language.name).toBe(Boolean(language.script));
    }
  });

  it("is the content's list: content/languages.json names the same languages in the same order, each with its lessons and teaching sets", () => {
    expect(languagesJson.map(({ code, name }) => [code, name])).toEqual(languages.map(({ code, name }) => [code, name]));
    for (const { code, name } of languages) {
      expect(LESSON_FILES.filter((path) => path.startsWith(`../../content/${code}/`)).length, `${name}: content/${code}/`).toBeGreaterThan(0);
      for (const half of ["tuning", "held-out"]) {
        expect(TEACHING_SETS, `${name}: bench/teaching/${half}/answer-set.${code}.yaml`).toContain(`../../bench/teaching/${half}/answer-set.${code}.yaml`);
        expect(TEACHING_FLOOR[half]?.[code], `${name}: bench/teaching/floor.json (npm run bench:teaching -- --record-floor)`).toBeDefined();
      }
    }
  });

  it.each(byName)("names %s wherever the languages are listed: landing, About, FAQ, index.html, page titles", (name, language) => {
    const faq = FAQ_TEXT.sections.flatMap((section) => section.questions).find((item) => item.id === "languages")!;
    const about = ABOUT_TEXT.different.find((item) => item.title === "More than the usual languages")!;
    const shell = withCourseLanguages(indexHtml);
    expect(LANDING_TEXT.languagesLine.split(" · ")).toContain(name);
    expect(about.body).toContain(name);
    expect(faq.answer[0]).toContain(name);
    expect(/<meta name="description" content="([^"]*)"/.exec(shell)?.[1]).toContain(name);
    expect(shell).not.toContain(COURSE_LANGUAGES_PLACEHOLDER);
    expect(languageName(language.code)).toBe(name);
    expect(LANGUAGE_NAMES[language.code]).toBe(name);
  });

  it.each(byName)("gives %s its tag on the lesson screen and its rules in the answer checker", (name, language) => {
    expect(languageTag(language.code)).toBe(language.tag);
    expect(CHECKER_LANGUAGES[language.code as keyof typeof CHECKER_LANGUAGES].code, `${name}: worker/tutor/checker/languages/index.ts`).toBe(language.code);
    // 3 written out in words: the checker knows the language's numbers (worker/tutor/checker/numbers.ts).
    expect(numberVariants("3", language.code), `${name}: its number words`).not.toEqual([]);
  });

  it.each(byName)("lets the tutor hear %s named in a question, and read its lessons' word tables", (name, language) => {
    for (const typed of [language.name, ...language.otherNames].map((each) => each.toLowerCase())) {
      expect(wordQuestion(`how do i say tired in ${typed}`), typed).toEqual({ term: "tired", direction: "say" });
      expect(wordQuestion(`what is tired in ${typed}`), typed).toEqual({ term: "tired", direction: "say" });
      expect(wordQuestion(`whats the ${typed} word for tired`), typed).toEqual({ term: "tired", direction: "say" });
    }
    const table = `| ${name} | English |\n| --- | --- |\n| wort | tired |\n`;
    expect(lessonGlossary(table, []).words, `a "| ${name} | English |" table`).toEqual([{ target: "wort", meaning: "tired" }]);
  });

  it.each(scripted)("finds %s by its script: the checker and the tutor tell its answers, the lesson marks them", (_name, language) => {
    const answer = answerInScript(language);
    expect(detectLanguage([answer]), answer).toBe(language.code);
    expect(guessLanguage(answer, language.code).language, answer).toBe(language.code);
    expect(answer.match(scriptRun(language.code)!)?.join(""), answer).not.toBe("");
  });
});
