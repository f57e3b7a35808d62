import { describe, expect, it } from "vitest";
import { renderLesson } from "../../../worker/lessons/markdown";
import { speakerHtml, speakersAfterClosingMarks } from "../../../contract/lesson-speakers";
import { tryRowHtml } from "../../../contract/lesson-try-buttons";
import { addLessonControls } from "./lesson-controls";

function article(markdown: string, code = "es", name = "Spanish", modelAnswers: string[] = []): HTMLElement {
  const root = document.createElement("article");
  root.innerHTML = renderLesson(markdown, { code, name, modelAnswers }).html;
  addLessonControls(root);
  return root;
}

describe("the lesson's controls", () => {
  it("put the speaker after the punctuation that closes the words, never a space before it", () => {
    const root = article("Say **la nación**. Then **el tren**, and **Hola**!\n", "es", "Spanish", ["la nación", "el tren", "Hola"]);
    const text = root.querySelector("p")!;
    // The speakers' places, read as the page shows them: the mark right after the words.
    const shown = Array.from(text.childNodes)
      .map((node) => ((node as Element).classList?.contains("say-button") ? "🔊" : node.textContent))
      .join("");
    expect(shown).toBe("Say la nación.🔊 Then el tren,🔊 and Hola!🔊");
  });

  it("keep the speakers of a page the Worker drew, and add the rest: the reveals' labels and Try it", () => {
    const { html } = renderLesson("How would you say *the station*?\n\n**la estación**\n\nSay **el tren**.\n", { code: "es", name: "Spanish", modelAnswers: ["la estación", "el tren"] });
    // As worker/lessons/drawn-speakers.ts writes them (its own test holds the Worker's side).
    const drawn = speakersAfterClosingMarks(html.replace(/(<strong lang="es-ES" data-say="">([^<]+)<\/strong>)/g, (_all, said: string, text: string) => said + speakerHtml(text)));
    const root = document.createElement("article");
    root.innerHTML = drawn;
    const before = root.querySelectorAll(".say-button").length;
    expect(before).toBeGreaterThan(0);
    addLessonControls(root);
    expect(root.querySelectorAll(".say-button")).toHaveLength(before);
    expect(root.querySelectorAll("button[data-try-exercise]")).toHaveLength(1);
    const reveal = root.querySelector("details")!;
    reveal.open = true;
    reveal.dispatchEvent(new Event("toggle"));
    expect(reveal.querySelector("summary")!.textContent).toBe("Hide the answer");
  });

  it("say what the open reveal does: 'Hide the answer' while it shows the answer", () => {
    const root = article("How would you say *the station*?\n\n**la estación**\n");
    const reveal = root.querySelector("details")!;
    const summary = reveal.querySelector("summary")!;
    expect(summary.textContent).toBe("Show the answer");
    reveal.open = true;
    reveal.dispatchEvent(new Event("toggle"));
    expect(summary.textContent).toBe("Hide the answer");
    reveal.open = false;
    reveal.dispatchEvent(new Event("toggle"));
    expect(summary.textContent).toBe("Show the answer");
  });
});

describe("free practice from the lesson's Try it (issue 28, item 7)", () => {
  it("offers each task under the Try it heading to the tutor, as free practice", () => {
    const root = article('## Try it\n\nOpen the tutor chat.\n\n- [ ] Say "it is" with three adjectives\n- [ ] Ask one question\n\n## Next\n\n- not a task\n');
    const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>("button[data-try-exercise]"));
    expect(buttons.map((button) => [button.getAttribute("data-try-exercise"), button.hasAttribute("data-try-practice"), button.textContent])).toEqual([
      ['Say "it is" with three adjectives', true, "Try it with the tutor"],
      ["Ask one question", true, "Try it with the tutor"],
    ]);
  });

  it("reads each task as the Worker's drawn rows do (worker/lessons/drawn-try-buttons.test.ts holds the same prompts)", () => {
    const root = article('## Pattern\n\n- not a task\n\n## Try it\n\nOpen the tutor chat.\n\n- [ ] Say "it is" with **three** adjectives\n- [ ] Ask one question\n  - a hint, not a task\n\n## Next\n\n- not a task either\n');
    const prompts = Array.from(root.querySelectorAll("button[data-try-exercise]")).map((button) => button.getAttribute("data-try-exercise"));
    expect(prompts).toEqual(['Say "it is" with three adjectives', "Ask one question\na hint, not a task"]);
  });

  it("add no second row to a page the Worker drew with its rows, and still label its reveals", () => {
    const { html } = renderLesson("How would you say *the station*?\n\n**la estación**\n\n## Try it\n\n- Ask one question\n", { code: "es", name: "Spanish", modelAnswers: ["la estación"] });
    const root = document.createElement("article");
    // As worker/lessons/drawn-try-buttons.ts writes them.
    root.innerHTML = html.replace("</details>", `</details>${tryRowHtml("the station")}`).replace("Ask one question</li>", `Ask one question${tryRowHtml("Ask one question", true)}</li>`);
    addLessonControls(root);
    const reveal = root.querySelector("details")!;
    reveal.open = true;
    reveal.dispatchEvent(new Event("toggle"));
    // A second pass while the answer shows adds nothing: no second row, and the label still comes back.
    addLessonControls(root);
    expect(Array.from(root.querySelectorAll("button[data-try-exercise]")).map((button) => button.getAttribute("data-try-exercise"))).toEqual(["the station", "Ask one question"]);
    expect(reveal.querySelector("summary")!.textContent).toBe("Hide the answer");
    reveal.open = false;
    reveal.dispatchEvent(new Event("toggle"));
    expect(reveal.querySelector("summary")!.textContent).toBe("Show the answer");
  });
});
