import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../contract/lesson-source";
import { parseLessonFile } from "./content";
import { languageFiles } from "./content-export";
import { formatLessonFile, lessonFileName, styleOf } from "./lesson-file";

const CONTENT = join(import.meta.dirname, "..", "content");

async function everyFile() {
  const codes = (await readdir(CONTENT, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const files: { code: string; name: string; text: string }[] = [];
  for (const code of codes) {
    for (const name of (await readdir(join(CONTENT, code))).filter((file) => file.endsWith(".md"))) {
      files.push({ code, name, text: await readFile(join(CONTENT, code, name), "utf8") });
    }
  }
  return files;
}

describe("a lesson written back to its file (content:export)", () => {
  it("reproduces every file in content/ byte for byte when nothing changed", async () => {
    const files = await everyFile();
    expect(files.length).toBeGreaterThanOrEqual(140);
    for (const { code, name, text } of files) {
      const lesson = parseLessonFile(code, name, text);
      expect(lessonFileName(lesson), name).toBe(name);
      expect(formatLessonFile({ ...lesson, exercises: lesson.exercises as Exercise[] }, styleOf(text)), `${code}/${name}`).toBe(text);
    }
  });

  it("writes a changed lesson so that it reads back as the admin left it, awkward characters included", () => {
    const exercise: Exercise = {
      prompt: 'She said "no": really?',
      answers: ["Sie sagte „nein“.", "Sie hat {[nein|Nein] & gesagt}."],
      nudge: "A back\\slash, a # and a: colon",
      hint: "Zeilen\numbruch",
      example: { prompt: "It's 'quoted'", answer: "Ça, c'est ça — 日本語" },
      structure: "sagen: past",
    };
    const lesson = { number: 7, slug: "what-she-said", title: "Yes: No # Maybe", structures: ["sagen: past"], exercises: [exercise], markdown: "# Heading\n\n---\n\nBody with a rule.\n" };
    const text = formatLessonFile(lesson);
    expect(parseLessonFile("de", "07-what-she-said.md", text)).toMatchObject({ title: lesson.title, structures: lesson.structures, exercises: [exercise], markdown: lesson.markdown });
  });

  it("keeps the file of an unchanged lesson and renames the file of a lesson whose slug changed", async () => {
    const files = (await everyFile()).filter((file) => file.code === "de");
    const present = new Map(files.map((file) => [file.name, file.text]));
    const rows = files.map((file) => {
      const lesson = parseLessonFile("de", file.name, file.text);
      return { ...lesson, language_code: "de", body_key: null, exercises: lesson.exercises as Exercise[] };
    });
    rows[1] = { ...rows[1]!, slug: "i-am-and-you-are" };
    const { files: written, stale } = languageFiles(rows, present);
    expect(stale).toEqual(["02-i-am-you-are.md"]);
    expect(written.get("02-i-am-and-you-are.md")).toBe(present.get("02-i-am-you-are.md"));
    expect(written.get("01-words-you-already-know.md")).toBe(present.get("01-words-you-already-know.md"));
  });
});
