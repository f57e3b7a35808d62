import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkedWords } from "./MarkedWords";

const marked = (container: HTMLElement, kind: "right" | "wrong") => [...container.querySelectorAll(`[data-mark="${kind}"]`)].map((word) => word.textContent);

describe("the learner's words in a language written without spaces", () => {
  it("marks Japanese in whole words, not the checker's one run for the clause", () => {
    // The checker marks a Japanese sentence typed without spaces as one run.
    const { container } = render(<p><MarkedWords text="日本語を勉強しています。" marks={[{ text: "日本語を勉強しています", ok: true }]} languageCode="ja" /></p>);
    const words = marked(container, "right");
    expect(words.slice(0, 4)).toEqual(["日本語", "を", "勉強", "し"]);
    expect(words.join("")).toBe("日本語を勉強しています");
    expect(container.textContent).toBe("日本語を勉強しています。");
  });

  it("marks Chinese in whole words, not one character at a time, a word wrong where any of its characters is", () => {
    const marks = [..."我在学习中文"].map((text) => ({ text, ok: text !== "习" }));
    const { container } = render(<p><MarkedWords text="我在学习中文" marks={marks} languageCode="zh" /></p>);
    expect(marked(container, "wrong")).toEqual(["学习"]);
    expect(marked(container, "right")).toContain("中文");
    expect(container.textContent).toBe("我在学习 (not right)中文");
  });

  it("leaves a spaced language's marks as the checker gave them", () => {
    const { container } = render(<p><MarkedWords text="l'eau est froide" marks={[{ text: "l'eau", ok: true }, { text: "est", ok: true }, { text: "froide", ok: false }]} languageCode="fr" /></p>);
    expect(marked(container, "right")).toEqual(["l'eau", "est"]);
    expect(marked(container, "wrong")).toEqual(["froide"]);
  });
});
