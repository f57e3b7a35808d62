import { describe, expect, it } from "vitest";
import { renderLesson, type LessonLanguageContext } from "./markdown";

const HINDI: LessonLanguageContext = { code: "hi", name: "Hindi", modelAnswers: ["यह होटल है।"] };
const GERMAN: LessonLanguageContext = { code: "de", name: "German", modelAnswers: ["Das ist nicht warm.", "Das Wasser ist warm."] };

function rendered(markdown: string, language: LessonLanguageContext) {
  const root = document.createElement("div");
  const lesson = renderLesson(markdown, language);
  root.innerHTML = lesson.html;
  return { root, sayings: lesson.sayings };
}

const said = (root: HTMLElement) => Array.from(root.querySelectorAll("[data-say]")).map((element) => [element.textContent, element.getAttribute("lang")]);

describe("target-language text in a lesson", () => {
  it("marks Devanagari in tables and sentences with Hindi's tag, and its romanisation beside it", () => {
    const { root, sayings } = rendered(
      "| English | Hindi | Say it |\n|---|---|---|\n| hotel | होटल | hotel |\n\n**यह** (yah) means this.\n\n| Statement | Question |\n|---|---|\n| यह टैक्सी है। *yah taxi hai.* | क्या यह टैक्सी है? *kya yah taxi hai?* |\n",
      HINDI,
    );
    expect(said(root)).toEqual([
      ["होटल", "hi-IN"],
      ["यह", "hi-IN"],
      ["यह टैक्सी है।", "hi-IN"],
      ["क्या यह टैक्सी है?", "hi-IN"],
    ]);
    expect(sayings).toEqual(["होटल", "यह", "यह टैक्सी है।", "क्या यह टैक्सी है?"]);
    const romanised = Array.from(root.querySelectorAll("[data-romanisation]")).map((element) => [element.textContent, element.getAttribute("lang")]);
    expect(romanised).toEqual([
      ["hotel", "hi-Latn"],
      ["yah taxi hai.", "hi-Latn"],
      ["kya yah taxi hai?", "hi-Latn"],
    ]);
    // English stays unmarked.
    expect(root.querySelector("td")?.hasAttribute("lang")).toBe(false);
  });

  it("marks a Latin-script language's table column, its bold sentences and words, and not bold English", () => {
    const { root } = rendered(
      "**Don't try to memorise.** Read on.\n\n| English | German |\n|---|---|\n| That is warm. | Das ist warm. |\n\n**Nicht** means not.\n\n| Shift | English → German |\n|---|---|\n| d → t | good → **gut** |\n",
      GERMAN,
    );
    expect(said(root)).toEqual([
      ["Das ist warm.", "de-DE"],
      ["Nicht", "de-DE"],
      ["gut", "de-DE"],
    ]);
  });
});

describe("answers the learner works out first", () => {
  it("hides the answer paragraph after a question in a reveal that works without script", () => {
    const { root } = rendered("How would you say *that is not warm*? Take a moment.\n\n**Das ist nicht warm.** Just as in English.\n\nNext.", GERMAN);
    const reveal = root.querySelector("details");
    expect(reveal).not.toBeNull();
    expect(reveal!.open).toBe(false);
    expect(reveal!.querySelector("summary")?.textContent).toBe("Show the answer");
    expect(reveal!.getAttribute("data-exercise")).toBe("that is not warm");
    expect(reveal!.textContent).toContain("Das ist nicht warm.");
    expect(reveal!.querySelector("[data-say]")?.getAttribute("lang")).toBe("de-DE");
    // The question stays in view, outside the reveal.
    expect(root.querySelector("p")?.textContent).toBe("How would you say that is not warm? Take a moment.");
    expect(root.lastElementChild?.textContent).toBe("Next.");
  });

  it("splits an answer given in the question's own paragraph", () => {
    const { root } = rendered("So how about *that is a bus*? **वह बस है।** *vah bus hai.*", HINDI);
    expect(root.querySelector("p")?.textContent?.trim()).toBe("So how about that is a bus?");
    const reveal = root.querySelector("details");
    expect(reveal?.textContent).toContain("वह बस है।");
    expect(reveal?.textContent).toContain("vah bus hai.");
    expect(reveal?.getAttribute("data-exercise")).toBe("that is a bus");
  });

  it("hides the answer to a question asked inside the italics", () => {
    const { root } = rendered("Now everything: *is that hotel very big?*\n\n**क्या वह होटल बहुत बड़ा है?** *kya vah hotel bahut bada hai?*", HINDI);
    expect(root.querySelector("details")?.getAttribute("data-exercise")).toBe("is that hotel very big?");
    expect(root.querySelector("details")?.textContent).toContain("क्या वह होटल बहुत बड़ा है?");
  });

  it("leaves a paragraph that asks nothing as it is", () => {
    const { root } = rendered("*Accha* is a lovely word.\n\n**अच्छा** means good.", HINDI);
    expect(root.querySelector("details")).toBeNull();
  });
});

describe("a course lesson with footnotes", () => {
  it("keeps the notes at the end, so the lesson still opens with its heading", () => {
    const { root } = rendered("# Lesson 1\n\n**यह** is \"this\".[^yah]\n\n[^yah]: Said *yeh*.\n\nMore text.", HINDI);
    expect(root.firstElementChild?.tagName).toBe("H1");
    expect(root.lastElementChild?.matches("section.footnotes")).toBe(true);
    expect(root.querySelectorAll("section.footnotes")).toHaveLength(1);
  });
});
