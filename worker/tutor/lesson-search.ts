/** Finds the passages of a lesson that best answer a learner's question ("why…", "how do questions work?"). */
import { LruMap } from "../isolate/lru-map";

const STOPWORDS = new Set(
  "a an the is are am be was were do does did to of in on at for and or but it this that these those i you he she we they me my your what why how when which who whom where can could should would will with without about mean means meaning say said word words use used using than then there here not no so just please explain".split(" "),
);

export interface Passage {
  text: string;
  /** The heading of the section it sits in ("Pattern 2: ich bin, I am"). */
  section: string;
  /** A paragraph of explanation, or a row or item of a table or list. */
  kind: "paragraph" | "row";
}

function clean(block: string): string {
  return block
    .replace(/^\s*([-*+]|\d+\.|>)\s+/, "")
    .replace(/\[\^[^\]]+\]/g, "")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/^\||\|$/g, "")
    .replace(/\s*\|\s*/g, " · ")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export const KEPT_LESSONS = 16;
const read = new LruMap<string, Passage[]>(KEPT_LESSONS);

/** How many lessons' passages this isolate keeps, for the test of the bound. */
export function keptPassages(): number {
  return read.size;
}

/** Blocks a learner can read on their own: paragraphs, list items and table rows, without markdown noise (read once per lesson text). */
export function passages(markdown: string): Passage[] {
  return read.getOrSet(markdown, () => readPassages(markdown));
}

function readPassages(markdown: string): Passage[] {
  const blocks: Passage[] = [];
  let section = "";
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ text: clean(paragraph.join(" ")), section, kind: "paragraph" });
    paragraph = [];
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) section = clean(heading[1]!);
    if (!line || heading || /^\|?\s*:?-{3,}/.test(line) || /^(-{3,}|\*{3,})$/.test(line)) {
      flush();
      continue;
    }
    if (/^(\||[-*+]\s|\d+\.\s|>\s?)/.test(line)) {
      flush();
      blocks.push({ text: clean(line), section, kind: line.startsWith("|") ? "row" : "paragraph" });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks.filter((block) => block.text.length > 3);
}

export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}'-]+/u)
    .filter((term) => term.length > 1 && !STOPWORDS.has(term));
}

/** The quoted or named term of "what does 'X' mean" / "what is X", if the learner asked about one. */
function askedTerm(question: string): string | null {
  const quoted = /["“'‘«]([^"”'’»]+)["”'’»]/.exec(question);
  if (quoted) return quoted[1]!.toLowerCase();
  const named = /what (?:does|do|is|are) (.+?)(?: mean)?\??$/i.exec(question.trim());
  return named ? named[1]!.toLowerCase() : null;
}

/**
 * The lesson's passages that share words with the question, best first. `focus` (the structure in
 * play) favours the section that teaches it, and its explanation over its tables.
 */
export function rankPassages(markdown: string, question: string, focus?: string): Passage[] {
  const wanted = terms(question);
  const term = askedTerm(question);
  const focusTerms = focus ? terms(focus) : [];
  const scored: { score: number; passage: Passage; order: number }[] = [];
  let previousSection: string | null = null;
  passages(markdown).forEach((passage, order) => {
    // A section opens with its rule; the examples follow.
    const opensSection = passage.section !== previousSection;
    previousSection = passage.section;
    const lower = passage.text.toLowerCase();
    const heading = passage.section.toLowerCase();
    const words = new Set(terms(lower));
    // A short term ("ni", "kya") counts as a whole word only: inside "meaning" it is no mention of に.
    const mentions = (word: string) => (word.length < 4 ? words.has(word) : lower.includes(word));
    let score = wanted.reduce((sum, word) => sum + (mentions(word) ? 1 : 0), 0);
    if (term && lower.includes(term)) score += 3;
    if (focusTerms.length) {
      const inSection = focusTerms.filter((word) => heading.includes(word)).length;
      if (inSection) score += 2 * (inSection / focusTerms.length) + (passage.kind === "paragraph" ? 1 : 0) + (opensSection ? 0.5 : 0);
      score += focusTerms.filter(mentions).length / (2 * focusTerms.length);
    }
    if (score > 0) scored.push({ score, passage, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.passage);
}

/** At most `limit` characters, cut at a word. */
export function shorten(text: string, limit = 420): string {
  return text.length > limit ? `${text.slice(0, limit - 3).replace(/\s+\S*$/, "")}…` : text;
}

export function bestPassage(markdown: string, question: string): string | null {
  const best = rankPassages(markdown, question)[0];
  return best ? shorten(best.text) : null;
}
