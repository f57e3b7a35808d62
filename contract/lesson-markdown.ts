/**
 * Lesson markdown to HTML (spec §2 "Lesson content"): GitHub-flavoured markdown (tables,
 * strikethrough, task lists, automatic links) plus footnotes through marked-footnote, and the
 * rule that closes a lesson dropped. The Worker renders each lesson once per isolate, so a phone
 * neither downloads nor runs a markdown parser (decision 013), and makes the result safe to show
 * (lesson-html-safety.ts, decision 014): the app puts it in the page as it comes.
 */
import { Marked, type Token, type Tokens } from "marked";
import markedFootnote from "marked-footnote";
import { safeLessonHtml } from "./lesson-html-safety";

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

/** A task's checkbox, named by its item's first line so a screen reader says what it stands for. */
type NamedCheckbox = Tokens.Checkbox & { label?: string };

const inlineParser = new Marked({ gfm: true });

/** The item's first line as escaped plain text, ready for an attribute. */
function plainLabel(markdown: string): string {
  const html = inlineParser.parseInline(markdown.split("\n")[0] ?? "", { async: false });
  return html.replace(/<[^>]*>/g, "").trim();
}

function findCheckbox(tokens: Token[]): NamedCheckbox | undefined {
  for (const token of tokens) {
    if (token.type === "checkbox") return token as NamedCheckbox;
    const inner = "tokens" in token && Array.isArray(token.tokens) ? findCheckbox(token.tokens) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** A fresh parser per document: marked-footnote keeps per-document state in its instance. */
function createParser(): Marked {
  return new Marked({
    gfm: true,
    breaks: false,
    hooks: { processAllTokens: withoutTrailingRule },
    walkTokens: (token) => {
      if (token.type !== "list_item" || !token.task) return;
      const checkbox = findCheckbox(token.tokens ?? []);
      if (checkbox) checkbox.label = plainLabel(token.text);
    },
    renderer: {
      checkbox: ({ checked, label }: NamedCheckbox) =>
        `<input ${checked ? 'checked="" ' : ""}disabled="" type="checkbox"${label ? ` aria-label="${label}"` : ""}> `,
    },
  }).use(markedFootnote({ description: "Footnotes", backRefLabel: "Back to the text" }));
}

/** The lesson's HTML, safe to put in the page as it is. */
export function renderLessonMarkdown(markdown: string): string {
  return safeLessonHtml(createParser().parse(markdown, { async: false }));
}
