import type { CourseLanguage } from "./course-language";

/** The Kannada script, with Latin commas and question marks inside its sentences. */
export const kannada = {
  code: "kn",
  name: "Kannada",
  otherNames: [],
  tag: "kn-IN",
  romanisationTag: "kn-Latn",
  script: { letters: "\\p{scx=Kannada}", joiners: "\\s,", closers: "?!.", telling: "\\p{Script=Kannada}", spaced: true },
  flagMark: "ಕ",
  usual: false,
} as const satisfies CourseLanguage;
