import { describe, expect, it } from "vitest";
import { detectLanguage, languageFor, CHECKER_LANGUAGES } from "./index";

// An exercise that names no language is checked by the rules of the language its answers are in.
describe("telling an exercise's language from its answers", () => {
  it.each([
    ["de", ["Ich bin müde.", "Das ist gut."]],
    ["es", ["¿Quieres café?", "Yo quiero celebrar."]],
    ["fr", ["Je suis fatigué.", "C'est très bon."]],
    ["hi", ["मैं थका हूँ।"]],
    ["kn", ["ನನ್ನ ಹೆಸರು ಆಶಾ."]],
    ["ja", ["わたしはすしを食べます。"]],
    ["zh", ["我喝咖啡。"]],
  ])("knows %s by its script or its most frequent words", (code, answers) => {
    expect(detectLanguage(answers)).toBe(code);
    expect(languageFor(undefined, answers)).toBe(CHECKER_LANGUAGES[code as keyof typeof CHECKER_LANGUAGES]);
  });

  it("takes Japanese by its kana even where the sentence has Han too, and the language named over the answers", () => {
    expect(detectLanguage(["日本語を勉強しています。"])).toBe("ja");
    expect(languageFor("zh", ["わたし"])).toBe(CHECKER_LANGUAGES.zh);
  });

  it("counts the words of each language across all the answers, the most found winning", () => {
    expect(detectLanguage(["no", "Ich habe das nicht."])).toBe("de");
    expect(detectLanguage(["Ich", "bin"])).toBe("de");
  });

  it("names no language for words of none of them, and checks them by the plain rules", () => {
    expect(detectLanguage(["xyzzy plugh"])).toBe("");
    const plain = languageFor(undefined, ["xyzzy plugh"]);
    expect(Object.values(CHECKER_LANGUAGES)).not.toContain(plain);
  });
});
