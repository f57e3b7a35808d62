/** Finds the passage of a lesson that best answers a learner's question ("why…", "what does X mean"). */

const STOPWORDS = new Set(
  "a an the is are am be was were do does did to of in on at for and or but it this that these those i you he she we they me my your what why how when which who whom where can could should would will with without about mean means meaning say said word words use used using than then there here not no".split(" "),
);

/** Blocks a learner can read on their own: paragraphs, list items and table rows, without markdown noise. */
export function passages(markdown: string): string[] {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (!line || /^#{1,6}\s/.test(line) || /^\|?\s*:?-{3,}/.test(line) || /^(-{3,}|\*{3,})$/.test(line)) {
      flush();
      continue;
    }
    if (/^(\||[-*+]\s|\d+\.\s|>\s?)/.test(line)) {
      flush();
      blocks.push(line);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks.map(clean).filter((block) => block.length > 3);
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

function terms(text: string): string[] {
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

export function bestPassage(markdown: string, question: string): string | null {
  const wanted = terms(question);
  const term = askedTerm(question);
  let best: { score: number; text: string } | null = null;
  for (const text of passages(markdown)) {
    const lower = text.toLowerCase();
    let score = wanted.reduce((sum, word) => sum + (lower.includes(word) ? 1 : 0), 0);
    if (term && lower.includes(term)) score += 3;
    if (score > 0 && (!best || score > best.score)) best = { score, text };
  }
  if (!best) return null;
  return best.text.length > 420 ? `${best.text.slice(0, 417)}…` : best.text;
}
