import type { CourseLanguage } from "./course-language";

/** Devanagari, with the danda, and Latin commas and question marks inside its sentences. */
export const hindi = {
  code: "hi",
  name: "Hindi",
  otherNames: [],
  tag: "hi-IN",
  romanisationTag: "hi-Latn",
  script: { letters: "\\p{scx=Devanagari}", joiners: "\\s,", closers: "?!.", telling: "\\p{Script=Devanagari}", spaced: true },
  flagMark: "हि",
  usual: false,
} as const satisfies CourseLanguage;
