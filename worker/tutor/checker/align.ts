/**
 * Lines up the learner's units with an answer's, the least-cost way (edit distance over units, with
 * a substitution costing less the more alike the two units are), and says what happened to each.
 */
import { editDistance } from "./text";
import type { Unit } from "./types";

export type Step = { op: "same" | "change"; given: number; expected: number } | { op: "extra"; given: number } | { op: "missing"; expected: number };

export interface Alignment {
  cost: number;
  steps: Step[];
}

/** A unit in place of another costs less than adding one and dropping the other, the less the more alike they are. */
export function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return 0.6 + (0.8 * editDistance(a, b)) / Math.max(a.length, b.length, 1);
}

/**
 * `cutoff`: a cost beyond which the caller has no use for the alignment (it already holds a nearer
 * answer). Every path crosses every row and no step costs less than nothing, so once a whole row
 * costs more than the cutoff the answer cannot come nearer: null, without the rest of the table.
 */
export function align(given: readonly Unit[], expected: readonly Unit[], substitute = substitution, cutoff = Infinity): Alignment | null {
  const rows = given.length + 1;
  const columns = expected.length + 1;
  const cost = new Float64Array(rows * columns);
  for (let i = 0; i < rows; i++) cost[i * columns] = i;
  for (let j = 0; j < columns; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowLeast = cost[i * columns]!;
    for (let j = 1; j < columns; j++) {
      const here = Math.min(
        cost[(i - 1) * columns + j]! + 1,
        cost[i * columns + j - 1]! + 1,
        cost[(i - 1) * columns + j - 1]! + substitute(given[i - 1]!.key, expected[j - 1]!.key),
      );
      cost[i * columns + j] = here;
      rowLeast = Math.min(rowLeast, here);
    }
    if (rowLeast > cutoff) return null;
  }
  const steps: Step[] = [];
  let i = given.length;
  let j = expected.length;
  while (i > 0 || j > 0) {
    const here = cost[i * columns + j]!;
    if (i > 0 && j > 0) {
      const change = substitute(given[i - 1]!.key, expected[j - 1]!.key);
      if (Math.abs(here - (cost[(i - 1) * columns + j - 1]! + change)) < 1e-9) {
        steps.push({ op: change === 0 ? "same" : "change", given: i - 1, expected: j - 1 });
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && Math.abs(here - (cost[(i - 1) * columns + j]! + 1)) < 1e-9) {
      steps.push({ op: "extra", given: i - 1 });
      i--;
    } else {
      steps.push({ op: "missing", expected: j - 1 });
      j--;
    }
  }
  return { cost: cost[rows * columns - 1]!, steps: steps.reverse() };
}
