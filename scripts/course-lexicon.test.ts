/** The checker's copy of the course's words (worker/tutor/checker/course-lexicon.json) matches content/. */
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { loadContent } from "./content.ts";
import { courseLexicon, LEXICON_PATH, lexiconText } from "./course-lexicon.ts";

it("course-lexicon.json is what content/ makes (run npm run content:lexicon after changing a lesson)", async () => {
  const written = await readFile(LEXICON_PATH, "utf8");
  expect(written === lexiconText(courseLexicon(await loadContent())), "worker/tutor/checker/course-lexicon.json is stale: npm run content:lexicon").toBe(true);
}, 60_000);
