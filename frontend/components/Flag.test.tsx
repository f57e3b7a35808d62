import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import languages from "../../content/languages.json";
import { Flag } from "./Flag";

/** What a learner sees on the flag besides the flag itself: its mark's letters, or nothing. */
const markOf = (language: { code: string; flagCode: string }) => {
  const { container, unmount } = render(<Flag flagCode={language.flagCode} languageCode={language.code} />);
  const mark = container.querySelector(".flag-mark");
  const seen = { text: mark?.textContent ?? "", hidden: mark?.getAttribute("aria-hidden") ?? null, flag: container.querySelector("img")!.getAttribute("src") };
  unmount();
  return seen;
};

describe("a flag two course languages share", () => {
  it("tells Hindi and Kannada apart at a glance: each carries its script's letter beside India's flag", () => {
    const hindi = markOf(languages.find((language) => language.code === "hi")!);
    const kannada = markOf(languages.find((language) => language.code === "kn")!);
    expect(hindi).toMatchObject({ flag: "/flags/in.svg", text: "हि" });
    expect(kannada).toMatchObject({ flag: "/flags/in.svg", text: "ಕ" });
  });

  it("marks every language whose flag another course language flies too, each differently, and no other", () => {
    for (const language of languages) {
      const shared = languages.filter((other) => other.flagCode === language.flagCode).length > 1;
      expect(markOf(language).text !== "", `${language.name}'s flag is ${shared ? "shared" : "its own"}`).toBe(shared);
    }
    const marks = languages.map(markOf).filter((seen) => seen.text);
    expect(new Set(marks.map((seen) => `${seen.flag} ${seen.text}`)).size).toBe(marks.length);
  });

  it("keeps the mark from screen readers, which read the language's name beside it", () => {
    expect(markOf({ code: "kn", flagCode: "in" }).hidden).toBe("true");
  });
});
