/**
 * Think first: where a lesson asks a question ("How would you say *this is a station*?") and gives
 * its answer in bold right after it, in the same paragraph or the next, the answer goes inside a
 * <details> reveal. It works without script, is operated by keyboard and announced as a collapsed
 * button; the question stays in view. `data-exercise` carries the question, so the app can offer
 * to work it out with the tutor.
 */
import { Marked, type Token, type Tokens } from "marked";
import { escapeAttribute } from "../../contract/html-escape";

export const ANSWER_TEXT = { reveal: "Show the answer" };

/** The class the reveal wears (the HTML filter lets exactly this one through). */
export const ANSWER_CLASS = "lesson-answer";

/** A bold answer, whatever its words: said in the lesson's language. */
export type AnswerStrong = Tokens.Strong & { answer?: boolean };

interface Question {
  /** The inline token after which the question ends. */
  end: number;
  prompt: string;
}

/** Italics that end with a question mark, inside them or right after them. */
function findQuestion(inline: readonly Token[]): Question | null {
  for (let index = 0; index < inline.length; index++) {
    const token = inline[index]!;
    if (token.type !== "em") continue;
    const prompt = (token as Tokens.Em).text.trim();
    if (prompt.endsWith("?")) return { end: index, prompt };
    const next = inline[index + 1];
    if (next?.type === "text" && next.raw.startsWith("?")) return { end: index + 1, prompt };
  }
  return null;
}

const paragraph = (tokens: Token[]): Tokens.Paragraph => ({ type: "paragraph", raw: "", text: "", tokens });
const html = (text: string): Tokens.HTML => ({ type: "html", block: true, pre: false, raw: "", text });

function reveal(prompt: string, answer: Tokens.Paragraph): Token[] {
  const strong = answer.tokens[0] as AnswerStrong;
  strong.answer = true;
  return [
    html(`<details class="${ANSWER_CLASS}" data-exercise="${escapeAttribute(prompt)}"><summary>${ANSWER_TEXT.reveal}</summary>\n`),
    answer,
    html("</details>\n"),
  ];
}

/** The lesson's top-level blocks, each answer that follows its question inside a reveal. */
export function hideAnswers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    out.push(token);
    if (token.type !== "paragraph") continue;
    const inline = (token as Tokens.Paragraph).tokens;
    const question = findQuestion(inline);
    if (!question) continue;
    const inlineAnswer = inline.findIndex((item, position) => position > question.end && item.type === "strong");
    if (inlineAnswer >= 0) {
      out[out.length - 1] = paragraph(inline.slice(0, inlineAnswer));
      out.push(...reveal(question.prompt, paragraph(inline.slice(inlineAnswer))));
      continue;
    }
    let next = index + 1;
    while (tokens[next]?.type === "space") next++;
    const following = tokens[next];
    if (following?.type === "paragraph" && (following as Tokens.Paragraph).tokens[0]?.type === "strong") {
      out.push(...reveal(question.prompt, following as Tokens.Paragraph));
      index = next;
    }
  }
  return out;
}

/**
 * Words that invite the learner to work something out before reading on ("How would you say *63*?
 * Take a moment."). The lessons promise that such a question's answer waits behind a reveal.
 */
const THINK_FIRST_INVITATION = /take a moment|\bhow would you\b|\bhow do you say\b|\bdo you think\b/i;

const revealOpens = (token: Token | undefined) => token?.type === "html" && (token as Tokens.HTML).text.startsWith(`<details class="${ANSWER_CLASS}"`);

/**
 * The invitations to think first that the lesson screen would not follow with a reveal, so their
 * answer stands in plain view: the question needs its English in italics ending with "?" (*63*?),
 * and the answer must open the same paragraph's bold or the next paragraph.
 */
export function invitationsWithoutReveal(markdown: string): string[] {
  const tokens = hideAnswers(new Marked({ gfm: true }).lexer(markdown));
  const found: string[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== "paragraph") return;
    const text = (token as Tokens.Paragraph).tokens.map((inline) => inline.raw).join("");
    if (!THINK_FIRST_INVITATION.test(text)) return;
    let next = index + 1;
    while (tokens[next]?.type === "space") next++;
    if (!revealOpens(tokens[next])) found.push(text.trim());
  });
  return found;
}
