/**
 * A lesson page's "Try it with the tutor" rows drawn by the Worker (contract/lesson-try-buttons.ts),
 * where the app puts them: after each hidden answer, and at the end of each task listed under the
 * lesson's "Try it" heading. Inserted by the app after it started, they moved the text below them
 * and laid the page out again in the start's long tasks, as the speakers did (decision 063). Drawn in
 * the same pass as the speakers (drawn-controls.ts).
 */
import { decodeHTML } from "entities/decode";
import { PRACTICE_HEADING, tryRowHtml } from "../../contract/lesson-try-buttons";

export function drawTryButtonsWith(rewriter: HTMLRewriter): HTMLRewriter {
  let heading = "";
  let underPractice = false;
  let listDepth = 0;
  let task = "";
  return rewriter
    .on("details[data-exercise]", {
      element(reveal) {
        const prompt = decodeHTML(reveal.getAttribute("data-exercise") ?? "");
        reveal.after(tryRowHtml(prompt), { html: true });
      },
    })
    .on("h1, h2", {
      element(element) {
        heading = "";
        underPractice = false;
        if (element.tagName === "h2") element.onEndTag(() => void (underPractice = PRACTICE_HEADING.test(decodeHTML(heading).trim())));
      },
      text(chunk) {
        heading += chunk.text;
      },
    })
    .on("ul, ol", {
      element(list) {
        listDepth += 1;
        list.onEndTag(() => void (listDepth -= 1));
      },
    })
    // A task is an item of a list under the heading itself, not of a list inside an item (as the app reads them).
    .on("li", {
      element(item) {
        if (!underPractice || listDepth !== 1) return;
        task = "";
        item.onEndTag((end) => {
          // As the app reads it: the item's textContent, trimmed.
          const text = decodeHTML(task).trim();
          if (text) end.before(tryRowHtml(text, true), { html: true });
        });
      },
      text(chunk) {
        if (underPractice) task += chunk.text;
      },
    });
}
