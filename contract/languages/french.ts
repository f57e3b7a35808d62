import type { CourseLanguage } from "./course-language";

export const french = { code: "fr", name: "French", otherNames: [], tag: "fr-FR", usual: true } as const satisfies CourseLanguage;
