import { describe, expect, it } from "vitest";
import { tryRowHtml } from "../../contract/lesson-try-buttons";
import { drawLessonControls } from "./drawn-controls";
import { renderLesson } from "./markdown";

const spanish = { code: "es", name: "Spanish", modelAnswers: ["la estación", "el tren"] };

/** The prompts of the rows drawn, in order, with whether each is free practice. */
function rows(html: string): [string, boolean][] {
  return [...html.matchAll(/<button type="button" class="btn-secondary" data-try-exercise="([^"]*)"( data-try-practice="")?>/g)].map((match) => [
    match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    Boolean(match[2]),
  ]);
}

describe("a lesson page's Try it rows, drawn by the Worker", () => {
  it("stand right after each hidden answer, with the exercise's prompt as the app reads it", async () => {
    const { html } = renderLesson("How would you say *the station*?\n\n**la estación**\n\nAnd *the train & the bus*?\n\n**el tren**\n", spanish);
    const drawn = await drawLessonControls(html);
    expect(rows(drawn)).toEqual([
      ["the station", false],
      ["the train & the bus", false],
    ]);
    // Directly after the reveal's closing tag, where the app puts it.
    expect(drawn).toMatch(/<\/details>\s*<p class="lesson-answer-actions">/);
    // In the same pass, the answers' speakers: one for each.
    expect(drawn.match(/class="say-button"/g)).toHaveLength(2);
  });

  it("end each task listed under the Try it heading, and nothing under any other heading or inside a task's own list", async () => {
    const { html } = renderLesson(
      '## Pattern\n\n- not a task\n\n## Try it\n\nOpen the tutor chat.\n\n- [ ] Say "it is" with **three** adjectives\n- [ ] Ask one question\n  - a hint, not a task\n\n## Next\n\n- not a task either\n',
      spanish,
    );
    const drawn = await drawLessonControls(html);
    expect(rows(drawn)).toEqual([
      ['Say "it is" with three adjectives', true],
      ["Ask one question\na hint, not a task", true],
    ]);
    expect(drawn).toContain(`${tryRowHtml('Say "it is" with three adjectives', true)}</li>`);
  });

  it("leave a lesson without exercises, a Try it heading or words to say as it was", async () => {
    const { html } = renderLesson("Some words: **el tren**.\n\n- one\n- two\n", { ...spanish, modelAnswers: [] });
    expect(await drawLessonControls(html)).toBe(html);
  });
});
