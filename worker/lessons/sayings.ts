/**
 * Hear it: the Worker finds the words and sentences of the lesson's language in a lesson (tables,
 * examples, answers) and marks them with the language's BCP 47 tag and `data-say`, so they are set in
 * a font that has their script, read by screen readers in the right voice, and given a play control by
 * the app. Romanisation beside them gets the romanisation's tag and `data-romanisation`.
 *
 * A language with its own script (Hindi, Kannada, Japanese, Chinese) is found by its letters. A
 * Latin-script language is found by where it stands: a table column headed with the language's
 * name, a bold answer to a question, and bold words that are the lesson's own (those of its model
 * answers and its language's table columns), so bold English ("**Pronunciation.**") stays English.
 */
import { decodeHTML } from "entities/decode";
import type { Token, Tokens } from "marked";
import type { AnswerStrong } from "./answer-reveals";
import { languageTag, ROMANISATION_TAGS, scriptRun } from "../../contract/lesson-languages";

export interface LessonLanguageContext {
  /** The course language's code (`hi`). */
  code: string;
  /** Its English name, as the lesson's table headers write it (`Hindi`). */
  name: string;
  /** The exercises' model answers: the lesson's own sentences. */
  modelAnswers: readonly string[];
}

/** The context of a lesson as its row or file holds it: the model answers of its exercises. */
export function lessonLanguage(code: string, name: string, exercises: readonly unknown[]): LessonLanguageContext {
  const modelAnswers = exercises.flatMap((exercise) => {
    const { answers, example } = exercise as { answers?: string[]; example?: { answer?: string } };
    return [answers?.[0] ?? "", example?.answer ?? ""];
  });
  return { code, name, modelAnswers };
}

/** Tokens as the marker annotates them for the renderer. */
export type SaidToken = Token & { say?: boolean; romanisation?: boolean; plain?: boolean };

/** A bold word counts as the language's when at least this share of its words are the lesson's own. */
const OWN_WORDS_SHARE = 0.6;

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export class SayingMarker {
  /** Every marked text, as the page's `textContent` reads it: the speech route speaks only these. */
  readonly sayings: string[] = [];
  private readonly tag: string;
  private readonly romanisationTag: string | undefined;
  private readonly run: RegExp | null;
  private readonly header: RegExp;
  private readonly ownWords = new Set<string>();

  constructor(language: LessonLanguageContext) {
    this.tag = languageTag(language.code);
    this.romanisationTag = ROMANISATION_TAGS[language.code];
    this.run = scriptRun(language.code);
    this.header = new RegExp(`\\b${language.name.replace(/[^\p{L} ]/gu, "")}\\b`, "iu");
    for (const answer of language.modelAnswers) for (const word of wordsOf(answer)) this.ownWords.add(word);
  }

  private get hasOwnScript(): boolean {
    return this.run !== null;
  }

  private inScript(text: string): boolean {
    if (!this.run) return false;
    // A global expression remembers where its last match ended; matchAll would start from there.
    this.run.lastIndex = 0;
    const found = this.run.test(text);
    this.run.lastIndex = 0;
    return found;
  }

  private isOwnWords(text: string): boolean {
    const words = wordsOf(text);
    return words.length > 0 && words.filter((word) => this.ownWords.has(word)).length / words.length >= OWN_WORDS_SHARE;
  }

  // ---- annotation, before rendering -------------------------------------------------------------

  /** Marks the lesson's tokens; `tokens` are the document's top-level blocks. */
  annotate(tokens: Token[]): void {
    if (!this.hasOwnScript) this.learnTableWords(tokens);
    this.annotateBlocks(tokens);
  }

  private targetColumns(table: Tokens.Table): boolean[] {
    return table.header.map((cell) => this.header.test(cell.text));
  }

  private learnTableWords(tokens: Token[]): void {
    for (const token of tokens) {
      if (token.type !== "table") continue;
      const table = token as Tokens.Table;
      const columns = this.targetColumns(table);
      for (const row of table.rows) row.forEach((cell, column) => columns[column] && wordsOf(cell.text).forEach((word) => this.ownWords.add(word)));
    }
  }

  private annotateBlocks(tokens: readonly Token[]): void {
    for (const token of tokens) {
      switch (token.type) {
        case "paragraph":
          this.annotateInline((token as Tokens.Paragraph).tokens);
          break;
        case "heading":
          // A heading names a part of the lesson; its words are taught below it, each with its control.
          this.markPlain((token as Tokens.Heading).tokens);
          break;
        case "table":
          this.annotateTable(token as Tokens.Table);
          break;
        case "list":
          for (const item of (token as Tokens.List).items) this.annotateBlocks(item.tokens);
          break;
        case "blockquote":
          this.annotateBlocks((token as Tokens.Blockquote).tokens);
          break;
        case "text":
          if ((token as Tokens.Text).tokens) this.annotateInline((token as Tokens.Text).tokens!);
          break;
      }
    }
  }

  private markPlain(tokens: readonly Token[] | undefined): void {
    for (const token of tokens ?? []) {
      (token as SaidToken).plain = true;
      if ("tokens" in token) this.markPlain(token.tokens as Token[]);
    }
  }

  private annotateTable(table: Tokens.Table): void {
    this.markPlain(table.header.flatMap((cell) => cell.tokens));
    if (this.hasOwnScript) {
      // A column without the script right after a column written in it is its romanisation ("Say it").
      const scripted = table.header.map((_, column) => table.rows.every((row) => this.inScript(row[column]?.text ?? "")));
      const bare = table.header.map((_, column) => table.rows.every((row) => !this.inScript(row[column]?.text ?? "")));
      for (const row of table.rows) {
        row.forEach((cell, column) => {
          if (column > 0 && scripted[column - 1] && bare[column] && cell.text.trim()) (cell as unknown as SaidToken).romanisation = true;
          this.annotateInline(cell.tokens);
        });
      }
      return;
    }
    const columns = this.targetColumns(table);
    for (const row of table.rows) {
      row.forEach((cell, column) => {
        if (!columns[column] || !cell.text.trim()) return this.annotateInline(cell.tokens);
        const bold = cell.tokens.filter((token) => token.type === "strong");
        if (bold.length) for (const token of bold) (token as SaidToken).say = true;
        else (cell as unknown as SaidToken).say = true;
      });
    }
  }

  private annotateInline(tokens: readonly Token[]): void {
    let afterScript = false;
    for (const token of tokens) {
      if (token.type === "text" && !token.raw.trim()) continue;
      if (token.type === "em" && afterScript && !this.inScript(token.raw)) (token as SaidToken).romanisation = Boolean(this.romanisationTag);
      if (token.type === "strong" && !this.hasOwnScript && ((token as AnswerStrong).answer || this.isOwnWords((token as Tokens.Strong).text))) {
        (token as SaidToken).say = true;
      }
      afterScript = this.inScript(token.raw);
    }
  }

  // ---- rendering --------------------------------------------------------------------------------

  /** The attributes of a marked text; `html` is its rendered content, remembered as a saying. */
  sayAttributes(html: string): string {
    const text = decodeHTML(html.replace(/<[^>]*>/g, "")).trim();
    if (text && !this.sayings.includes(text)) this.sayings.push(text);
    return `lang="${this.tag}" data-say=""`;
  }

  romanisationAttributes(): string {
    return `lang="${this.romanisationTag ?? "und-Latn"}" data-romanisation=""`;
  }

  /** Plain text, each run of the language's own script marked. */
  text(raw: string, plain: boolean): string {
    if (!this.run || plain) return escapeHtml(raw);
    let html = "";
    let last = 0;
    for (const match of raw.matchAll(this.run)) {
      // A full stop shown on its own ("The upright stroke । is Hindi's full stop") is nothing to hear.
      if (!/\p{L}/u.test(match[0])) continue;
      const said = escapeHtml(match[0]);
      html += `${escapeHtml(raw.slice(last, match.index))}<span ${this.sayAttributes(said)}>${said}</span>`;
      last = match.index + match[0].length;
    }
    return html + escapeHtml(raw.slice(last));
  }
}
