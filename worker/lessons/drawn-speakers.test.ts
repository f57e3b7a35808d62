import { describe, expect, it } from "vitest";
import { SAY_BUTTON, speakerHtml } from "../../contract/lesson-speakers";
import { drawLessonControls } from "./drawn-controls";
import { renderLesson } from "./markdown";

/** The text as a page shows it, a speaker as 🔊 (frontend/pages/lesson/lesson-controls.dom.test.ts reads the app's the same way). */
const shown = (html: string) => html.replace(/<button type="button" class="say-button".*?<\/button>/g, "🔊").replace(/<[^>]+>/g, "");

describe("a lesson page's speakers, drawn by the Worker", () => {
  it("stand where the app puts them: after the words and the punctuation that closes them", async () => {
    const { html } = renderLesson("Say **la nación**. Then **el tren**, and **Hola**!\n", { code: "es", name: "Spanish", modelAnswers: ["la nación", "el tren", "Hola"] });
    expect(shown(await drawLessonControls(html))).toBe("Say la nación.🔊 Then el tren,🔊 and Hola!🔊\n");
    // A speaker with no mark after it, then one with: each mark stays with its own words.
    const { html: two } = renderLesson("Fish is a **der** word: **der Fisch**.\n", { code: "de", name: "German", modelAnswers: ["der", "der Fisch"] });
    expect(shown(await drawLessonControls(two))).toBe("Fish is a der🔊 word: der Fisch.🔊\n");
  });

  it("play the words as the page reads them, entities and inner markup included", async () => {
    const drawn = await drawLessonControls(`<p><span lang="fr" data-say="">l&#39;<em>eau</em> &amp; le vin</span></p>`);
    expect(drawn).toBe(`<p><span lang="fr" data-say="">l&#39;<em>eau</em> &amp; le vin</span>${speakerHtml("l'eau & le vin")}</p>`);
    expect(drawn).toContain(`${SAY_BUTTON}="l'eau &amp; le vin" aria-label="Listen: l'eau &amp; le vin"`);
  });

  it("give every marked word one speaker in a whole lesson in its own script, and nothing to an empty mark", async () => {
    const { html } = renderLesson("| Hindi | English |\n|---|---|\n| नमस्ते | hello |\n| धन्यवाद | thank you |\n", { code: "hi", name: "Hindi", modelAnswers: [] });
    const drawn = await drawLessonControls(html);
    expect(drawn.match(/data-say=""/g)).toHaveLength(2);
    expect(drawn.match(/class="say-button"/g)).toHaveLength(2);
    expect(await drawLessonControls(`<p><b data-say="">  </b></p>`)).toBe(`<p><b data-say="">  </b></p>`);
  });
});
