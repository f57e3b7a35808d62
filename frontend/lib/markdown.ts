/**
 * Lesson markdown to safe HTML (spec §2 "Lesson content"): GitHub-flavoured markdown (tables,
 * strikethrough, task lists, automatic links) plus footnotes through marked-footnote. Raw HTML
 * in the markdown passes through, but only after DOMPurify has removed scripts, event handlers,
 * javascript: links, and <style>/<form>, which could restyle or post from the whole app.
 */
import DOMPurify from "dompurify";
import { Marked, type Token } from "marked";
import markedFootnote from "marked-footnote";

/** Tokens that print nothing, so a rule followed only by them still ends the page. */
const INVISIBLE_TOKENS = new Set(["space", "footnote", "def"]);

/** Drops the horizontal rule that closes a lesson, if there is one (spec: "a trailing rule is removed"). */
function withoutTrailingRule(tokens: Token[]): Token[] {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    if (INVISIBLE_TOKENS.has(token.type)) continue;
    if (token.type === "hr") tokens.splice(index, 1);
    break;
  }
  return tokens;
}

/** A fresh parser per document: marked-footnote keeps per-document state in its instance. */
function createParser(): Marked {
  return new Marked({ gfm: true, breaks: false, hooks: { processAllTokens: withoutTrailingRule } }).use(
    markedFootnote({ description: "Footnotes", backRefLabel: "Back to the text" }),
  );
}

/** Wide tables scroll sideways inside their own box instead of widening the page on a phone. */
function wrapTables(root: DocumentFragment): void {
  for (const table of Array.from(root.querySelectorAll("table"))) {
    if (table.parentElement?.classList.contains("lesson-table")) continue;
    const box = document.createElement("div");
    box.className = "lesson-table";
    box.tabIndex = 0; // a scrolling box must be reachable by keyboard
    table.replaceWith(box);
    box.append(table);
  }
}

/** A task list's checkbox is named by its item's text, so screen readers say what it stands for. */
function labelTaskCheckboxes(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    const text = box.parentElement?.textContent?.trim();
    if (text) box.setAttribute("aria-label", text);
  }
}

export function renderLessonMarkdown(markdown: string): string {
  const html = createParser().parse(markdown, { async: false });
  const fragment = DOMPurify.sanitize(html, {
    FORBID_TAGS: ["style", "form"],
    RETURN_DOM_FRAGMENT: true,
  });
  wrapTables(fragment);
  labelTaskCheckboxes(fragment);
  const container = document.createElement("div");
  container.append(fragment);
  return container.innerHTML;
}
