/**
 * Lesson markdown to HTML (docs/product/lessons.md): GitHub-flavoured markdown (tables,
 * strikethrough, task lists drawn as plain list items, automatic links) plus footnotes through
 * marked-footnote, and the rule that closes a lesson dropped. The Worker renders each lesson once per isolate, so a phone
 * neither downloads nor runs a markdown parser (decision 013), and makes the result safe to show
 * (html-safety.ts, decision 014): the app puts it in the page as it comes. So it lives with the
 * Worker, not in contract/: the app's own code never imports it; only its tests do, to draw the
 * lesson screen from the HTML the API really sends.
 */
import { Marked, type Token } from "marked";
import markedFootnote from "marked-footnote";
import { hideAnswers } from "./answer-reveals";
import { safeLessonHtml } from "./html-safety";
import { SayingMarker, type LessonLanguageContext, type SaidToken } from "./sayings";

export { lessonLanguage, type LessonLanguageContext } from "./sayings";

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

/**
 * marked-footnote puts its section first and moves it to the end of the lexer's own token list when
 * it walks the tokens; a lesson's list is a new one by then (answers hidden), so the move is done here.
 */
function footnotesLast(tokens: Token[]): Token[] {
  const [first, ...rest] = tokens;
  return first?.type === "footnotes" ? [...rest, first] : tokens;
}

/** A fresh parser per document: marked-footnote keeps per-document state in its instance. */
function createParser(marker: SayingMarker | null): Marked {
  const parser = new Marked({
    gfm: true,
    breaks: false,
    hooks: {
      processAllTokens: (tokens) => {
        const blocks = withoutTrailingRule(tokens);
        if (!marker) return blocks;
        const shown = hideAnswers(blocks);
        marker.annotate(shown);
        return footnotesLast(shown);
      },
    },
    renderer: {
      // A box that looks tickable but cannot be ticked is a promise the page does not keep: a
      // "Try it" task reads as an ordinary list item.
      checkbox: () => "",
    },
  });
  if (marker) {
    parser.use({
      renderer: {
        text(token) {
          if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
          if ("escaped" in token && token.escaped) return token.text;
          return marker.text(token.text, Boolean((token as SaidToken).plain));
        },
        strong(token) {
          const inner = this.parser.parseInline(token.tokens);
          return (token as SaidToken).say ? `<strong ${marker.sayAttributes(inner)}>${inner}</strong>` : `<strong>${inner}</strong>`;
        },
        em(token) {
          const inner = this.parser.parseInline(token.tokens);
          return (token as SaidToken).romanisation ? `<em ${marker.romanisationAttributes()}>${inner}</em>` : `<em>${inner}</em>`;
        },
        tablecell(token) {
          let inner = this.parser.parseInline(token.tokens);
          const cell = token as unknown as SaidToken;
          if (cell.say) inner = `<span ${marker.sayAttributes(inner)}>${inner}</span>`;
          else if (cell.romanisation) inner = `<span ${marker.romanisationAttributes()}>${inner}</span>`;
          const tag = token.header ? "th" : "td";
          return `<${tag}${token.align ? ` align="${token.align}"` : ""}>${inner}</${tag}>\n`;
        },
      },
    });
  }
  return parser.use(markedFootnote({ description: "Footnotes", backRefLabel: "Back to the text" }));
}

/**
 * The lesson's blocks as the Worker's parser reads them (GFM tables, footnotes; answers not yet
 * hidden): the tutor reads the lesson's words and its questions from these, not from the text again.
 */
export function lessonTokens(markdown: string): Token[] {
  return createParser(null).lexer(markdown);
}

/** The lesson's HTML, safe to put in the page as it is (without a language: nothing marked as spoken). */
export function renderLessonMarkdown(markdown: string): string {
  return safeLessonHtml(createParser(null).parse(markdown, { async: false }));
}

export interface RenderedLesson {
  html: string;
  /** The texts marked as the lesson's language, as the page reads them: what may be spoken. */
  sayings: string[];
}

/** A course lesson: its language's words marked to be heard, answers hidden until revealed. */
export function renderLesson(markdown: string, language: LessonLanguageContext): RenderedLesson {
  const marker = new SayingMarker(language);
  const html = safeLessonHtml(createParser(marker).parse(markdown, { async: false }));
  return { html, sayings: marker.sayings };
}
