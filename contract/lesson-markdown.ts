/**
 * Lesson markdown to HTML (spec §2 "Lesson content"): GitHub-flavoured markdown (tables,
 * strikethrough, task lists, automatic links) plus footnotes through marked-footnote, and the
 * rule that closes a lesson dropped. The Worker renders each lesson once per isolate, so a phone
 * neither downloads nor runs a markdown parser (decision 013); the app sanitises the result before
 * showing it (frontend/lib/lesson-html.ts).
 */
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

/** The lesson's HTML, not yet sanitised. */
export function renderLessonMarkdown(markdown: string): string {
  return createParser().parse(markdown, { async: false });
}
