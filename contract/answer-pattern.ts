/**
 * The small syntax a lesson file's `answers` may use, so legitimate variation is written once
 * instead of listed permutation by permutation:
 *   (word)        the word (or words) may be left out      Ich spiele (sehr) gern Tennis.
 *   [a|b]         one of the alternatives                   Ich spiele [gern|gerne] Tennis.
 *   {a & b}       the parts in any order                    Ich spiele {gern & Tennis}.
 * Groups nest. The first answer of an exercise is the model answer the tutor shows, so it stays plain.
 */
import { ANSWER_PATTERN_MAX_VARIANTS } from "./constants.ts";

type Node = { kind: "text"; text: string } | { kind: "optional"; body: Node[] } | { kind: "choice"; options: Node[][] } | { kind: "anyOrder"; parts: Node[][] };

const MARKS = /[()[\]{}|&]/;
const CLOSING: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const SEPARATOR: Record<string, string> = { "[": "|", "{": "&" };

class PatternError extends Error {}

/** Reads `source` from `at` up to (not including) one of `stops`; returns the nodes and where it stopped. */
function readSequence(source: string, at: number, stops: string): [Node[], number] {
  const nodes: Node[] = [];
  let text = "";
  let index = at;
  const flush = () => {
    if (text) nodes.push({ kind: "text", text });
    text = "";
  };
  while (index < source.length) {
    const char = source[index]!;
    if (stops.includes(char)) break;
    if (char in CLOSING) {
      flush();
      const [node, end] = readGroup(source, index);
      nodes.push(node);
      index = end;
      continue;
    }
    if (MARKS.test(char)) throw new PatternError(`“${char}” stands outside a bracket group at position ${index + 1}`);
    text += char;
    index++;
  }
  flush();
  return [nodes, index];
}

function readGroup(source: string, open: number): [Node, number] {
  const opener = source[open]!;
  const closer = CLOSING[opener]!;
  const separator = SEPARATOR[opener] ?? "";
  const branches: Node[][] = [];
  let index = open + 1;
  for (;;) {
    const [branch, end] = readSequence(source, index, `${closer}${separator}`);
    if (end >= source.length) throw new PatternError(`the bracket “${opener}” at position ${open + 1} is never closed`);
    if (!branch.some((node) => node.kind !== "text" || node.text.trim())) throw new PatternError(`an empty part in the group at position ${open + 1}`);
    branches.push(branch);
    index = end + 1;
    if (source[end] === closer) break;
  }
  if (opener === "(") return [{ kind: "optional", body: branches[0]! }, index];
  if (branches.length < 2) {
    throw new PatternError(`the group at position ${open + 1} needs at least two parts, separated by “${separator}”`);
  }
  return [opener === "[" ? { kind: "choice", options: branches } : { kind: "anyOrder", parts: branches }, index];
}

function parse(source: string): Node[] {
  const [nodes, end] = readSequence(source, 0, "");
  if (end < source.length) throw new PatternError(`unexpected “${source[end]}” at position ${end + 1}`);
  return nodes;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How many answers one part of a pattern stands for. */
function ways(node: Node): number {
  switch (node.kind) {
    case "text":
      return 1;
    case "optional":
      return count(node.body) + 1;
    case "choice":
      return node.options.reduce((sum, option) => sum + count(option), 0);
    case "anyOrder":
      return factorial(node.parts.length) * node.parts.reduce((all, part) => all * count(part), 1);
  }
}

function count(nodes: Node[]): number {
  return nodes.reduce((total, node) => total * ways(node), 1);
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

function product(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((combinations, list) => combinations.flatMap((combination) => list.map((item) => [...combination, item])), [[]]);
}

function expand(nodes: Node[]): string[] {
  return nodes.reduce<string[]>(
    (prefixes, node) => {
      let pieces: string[];
      switch (node.kind) {
        case "text":
          pieces = [node.text];
          break;
        case "optional":
          pieces = [...expand(node.body), ""];
          break;
        case "choice":
          pieces = node.options.flatMap(expand);
          break;
        case "anyOrder":
          pieces = product(node.parts.map((part) => expand(part).map((text) => text.trim()))).flatMap((choice) =>
            permutations(choice).map((order) => order.join(" ")),
          );
          break;
      }
      return prefixes.flatMap((prefix) => pieces.map((piece) => prefix + piece));
    },
    [""],
  );
}

/** Tidies the gaps a left-out part leaves: no double spaces, no space before a full stop or after ¿ ¡. */
function tidy(sentence: string): string {
  return sentence
    .replace(/\s+/g, " ")
    .replace(/ ([.,。、，])/g, "$1")
    .replace(/([¿¡]) /g, "$1")
    .trim();
}

export function isPlainAnswer(answer: string): boolean {
  return !MARKS.test(answer);
}

/** Every sentence a pattern stands for, in the order written (the fullest first); a plain answer is itself. */
export function expandAnswer(pattern: string): string[] {
  if (isPlainAnswer(pattern)) return [pattern];
  return [...new Set(expand(parse(pattern)).map(tidy).filter(Boolean))];
}

/** What is wrong with a pattern, in words for the content author, or null when it is fine. */
export function answerPatternProblem(pattern: string): string | null {
  if (isPlainAnswer(pattern)) return null;
  try {
    const variants = count(parse(pattern));
    return variants > ANSWER_PATTERN_MAX_VARIANTS ? `it stands for too many sentences (${variants}; at most ${ANSWER_PATTERN_MAX_VARIANTS})` : null;
  } catch (error) {
    if (error instanceof PatternError) return error.message;
    throw error;
  }
}
