import type { CourseLanguage } from "./course-language";

export const german = { code: "de", name: "German", otherNames: [], tag: "de-DE", usual: true } as const satisfies CourseLanguage;
