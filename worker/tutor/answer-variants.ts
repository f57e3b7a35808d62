/**
 * Every sentence an accepted answer stands for when a lesson file writes variation compactly:
 * `(word)` may be left out, `[a|b]` is one of the alternatives, `{a & b}` takes its parts in any
 * order. The answer shield must know each of them to keep them all out of the tutor's replies.
 * The lesson-file syntax itself belongs to the answer checker's contract (its `expandAnswer`, once
 * that lands, can stand in for this reading).
 */
const MARKS = /[()[\]{}|&]/;
const CLOSERS: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const SEPARATORS: Record<string, string> = { "[": "|", "{": "&" };
/** Far above what a lesson file may write; a bound, so a malformed answer cannot run away. */
const MOST_VARIANTS = 2048;

function orders(parts: string[][]): string[] {
  const permutations = (items: string[]): string[][] =>
    items.length <= 1 ? [items] : items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
  const choices = parts.reduce<string[][]>((combinations, part) => combinations.flatMap((combination) => part.map((text) => [...combination, text.trim()])), [[]]);
  return choices.flatMap((choice) => permutations(choice).map((order) => order.join(" ")));
}

/** The variants of `source` from `at` up to one of `stops`, and where it stopped. */
function sequence(source: string, at: number, stops: string): [string[], number] {
  let variants = [""];
  let index = at;
  while (index < source.length && !stops.includes(source[index]!)) {
    const opener = source[index]!;
    const closer = CLOSERS[opener];
    if (!closer) {
      variants = variants.map((variant) => variant + opener);
      index++;
      continue;
    }
    const branches: string[][] = [];
    index++;
    for (;;) {
      const [branch, end] = sequence(source, index, closer + (SEPARATORS[opener] ?? ""));
      branches.push(branch);
      index = end + 1;
      if (end >= source.length || source[end] === closer) break;
    }
    const pieces = opener === "(" ? [...branches[0]!, ""] : opener === "[" ? branches.flat() : orders(branches);
    variants = variants.flatMap((variant) => pieces.map((piece) => variant + piece)).slice(0, MOST_VARIANTS);
  }
  return [variants, index];
}

export function answerVariants(answer: string): string[] {
  if (!MARKS.test(answer)) return [answer];
  const tidy = (sentence: string) => sentence.replace(/\s+/g, " ").replace(/ ([.,。、，?!？！])/g, "$1").trim();
  return [...new Set(sequence(answer, 0, "")[0].map(tidy).filter(Boolean))];
}
