/**
 * A lesson page's speakers drawn by the Worker (contract/lesson-speakers.ts): after each element
 * marked `data-say`, and after the punctuation that closes it, exactly where the app would put them.
 * Inserted by the app after it started, they moved every line below the first one (Lighthouse's
 * Speed Index 3.7 s on a lesson) and their layout was a long task of the start. The closing marks are
 * moved before them once the page is written (drawn-controls.ts).
 */
import { decodeHTML } from "entities/decode";
import { speakerHtml } from "../../contract/lesson-speakers";

export function drawSpeakersWith(rewriter: HTMLRewriter): HTMLRewriter {
  let said = "";
  return rewriter.on("[data-say]", {
    element(element) {
      said = "";
      element.onEndTag((end) => {
        // As the app reads it: the element's textContent, trimmed.
        const text = decodeHTML(said).trim();
        if (text) end.after(speakerHtml(text), { html: true });
      });
    },
    text(chunk) {
      said += chunk.text;
    },
  });
}
