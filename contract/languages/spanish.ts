import type { CourseLanguage } from "./course-language";

export const spanish = { code: "es", name: "Spanish", otherNames: [], tag: "es-ES", usual: true } as const satisfies CourseLanguage;
