import { describe, expect, it } from "vitest";
import { ratingOf } from "./answer";

const plain = { hintUsed: false, gaveUp: false };

describe("the rating of a review answer", () => {
  it("is good when right, hard when right after the hint, again when wrong or given up", () => {
    expect(ratingOf({ kind: "correct", answer: "Ich bin müde." }, plain)).toBe("good");
    expect(ratingOf({ kind: "correct", answer: "Ich bin müde." }, { ...plain, hintUsed: true })).toBe("hard");
    expect(ratingOf({ kind: "wrong", closest: "Ich bin müde." }, plain)).toBe("again");
    expect(ratingOf(null, { ...plain, gaveUp: true })).toBe("again");
  });

  it("never counts a sentence the checker could not place as a lapse: hard, so the card comes back sooner", () => {
    expect(ratingOf({ kind: "unsure", closest: "Ich bin müde." }, plain)).toBe("hard");
    expect(ratingOf({ kind: "unsure", closest: "Ich bin müde." }, { ...plain, hintUsed: true })).toBe("hard");
  });
});
