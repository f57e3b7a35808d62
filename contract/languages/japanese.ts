import { CJK_MARKS } from "./cjk";
import type { CourseLanguage } from "./course-language";

/** Kana and kanji, written without spaces; its sentences use their own full-width marks. */
export const japanese = {
  code: "ja",
  name: "Japanese",
  otherNames: [],
  tag: "ja-JP",
  romanisationTag: "ja-Latn",
  script: {
    letters: `\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Han}${CJK_MARKS}`,
    joiners: "",
    closers: "",
    telling: "\\p{Script=Hiragana}\\p{Script=Katakana}",
    spaced: false,
  },
  usual: false,
} as const satisfies CourseLanguage;
