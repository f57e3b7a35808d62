/** Lining up stops early only where the answer cannot come nearer than the cutoff. */
import { describe, expect, it } from "vitest";
import { align } from "./align";
import type { Unit } from "./types";

const units = (text: string): Unit[] => text.split(" ").map((key, word) => ({ key, word, start: 0, end: key.length }));

describe("align with a cutoff", () => {
  it("gives the same alignment within the cutoff, and gives up once a whole row costs more", () => {
    const full = align(units("ich trinke gern kaffee"), units("ich trinke gern tee"))!;
    expect(align(units("ich trinke gern kaffee"), units("ich trinke gern tee"), undefined, full.cost)).toEqual(full);
    // Just below it the table may still be finished (its last row has cheaper cells), but never with another answer.
    expect([null, full]).toContainEqual(align(units("ich trinke gern kaffee"), units("ich trinke gern tee"), undefined, full.cost - 0.01));
    // A far answer is given up before its last row: the first rows already cost more than 1.
    expect(align(units("a b c d"), units("w x y z"), undefined, 1)).toBeNull();
  });
});
