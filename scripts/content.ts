/** Reads content/: languages.json and every content/{code}/{NN}-{slug}.md, checked against the schema. */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import * as v from "valibot";
import { parse as parseYaml } from "yaml";
import { lessonIdFor } from "../contract/lesson-ids.ts";
import { LanguageSource, LessonFrontMatter } from "../contract/lesson-source.ts";
import type { CourseContent, LessonContent } from "../worker/db/seed.ts";

const FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export class ContentError extends Error {}

export function parseLessonFile(languageCode: string, fileName: string, text: string): LessonContent {
  const name = FILE_NAME.exec(fileName);
  if (!name) throw new ContentError(`${languageCode}/${fileName}: the name must be NN-slug.md`);
  const parts = FRONT_MATTER.exec(text);
  if (!parts) throw new ContentError(`${languageCode}/${fileName}: missing front matter`);
  const result = v.safeParse(LessonFrontMatter, parseYaml(parts[1]!));
  if (!result.success) {
    const issue = result.issues[0]!;
    throw new ContentError(`${languageCode}/${fileName}: ${v.getDotPath(issue) ?? "front matter"}: ${issue.message}`);
  }
  const number = Number(name[1]);
  return {
    id: lessonIdFor(languageCode, number),
    languageCode,
    number,
    slug: name[2]!,
    title: result.output.title,
    structures: result.output.structures,
    exercises: result.output.exercises,
    markdown: parts[2]!.trim() + "\n",
  };
}

export async function loadContent(root = join(import.meta.dirname, "..", "content")): Promise<CourseContent> {
  const languages = v.parse(v.array(LanguageSource), JSON.parse(await readFile(join(root, "languages.json"), "utf8")));
  const lessons: LessonContent[] = [];
  for (const language of languages) {
    const files = (await readdir(join(root, language.code)).catch(() => [])).filter((file) => file.endsWith(".md")).sort();
    const parsed = await Promise.all(
      files.map(async (file) => parseLessonFile(language.code, file, await readFile(join(root, language.code, file), "utf8"))),
    );
    parsed.forEach((lesson, index) => {
      if (lesson.number !== index + 1) {
        throw new ContentError(`${language.code}: lesson numbers must run 01, 02, … without gaps (found ${lesson.number})`);
      }
    });
    lessons.push(...parsed);
  }
  return { languages, lessons };
}
