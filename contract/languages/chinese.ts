import { CJK_MARKS } from "./cjk";
import type { CourseLanguage } from "./course-language";

/** Simplified characters, written without spaces; romanised as pinyin. */
export const chinese = {
  code: "zh",
  name: "Chinese",
  otherNames: ["mandarin"],
  tag: "zh-CN",
  romanisationTag: "zh-Latn-pinyin",
  script: { letters: `\\p{scx=Han}${CJK_MARKS}`, joiners: "", closers: "", telling: "\\p{Script=Han}", spaced: false },
  usual: false,
} as const satisfies CourseLanguage;
