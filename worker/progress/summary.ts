/**
 * The profile's progress (GET /api/progress/summary): every language the learner has records in,
 * summed up (contract/course-progress.ts) from their records and the course's lessons. Two
 * statements in one round trip, however many languages: the profile no longer asks per language.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { languageProgress } from "../../contract/course-progress";
import type { LanguageProgress } from "../../contract/wire";
import type { UserRow } from "../app-env";
import { isLessonLocked } from "../auth/access";
import type { Database } from "../db/client";
import { lessonProgress, lessons } from "../db/schema";
import { toRecord } from "./lesson-progress";

function byLanguage<T extends { languageCode: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.languageCode);
    if (group) group.push(item);
    else groups.set(item.languageCode, [item]);
  }
  return groups;
}

export async function progressSummary(db: Database, user: UserRow): Promise<LanguageProgress[]> {
  const mine = eq(lessonProgress.userId, user.id);
  const studied = db.selectDistinct({ code: lessonProgress.languageCode }).from(lessonProgress).where(mine);
  const [rows, courseLessons] = await db.batch([
    db.select().from(lessonProgress).where(mine).orderBy(asc(lessonProgress.languageCode), asc(lessonProgress.lessonId)),
    db
      .select({
        lessonId: lessons.id,
        title: lessons.title,
        languageCode: lessons.languageCode,
        number: lessons.number,
        sentences: sql<number>`json_array_length(${lessons.exercises})`,
      })
      .from(lessons)
      .where(inArray(lessons.languageCode, studied))
      .orderBy(asc(lessons.languageCode), asc(lessons.number)),
  ]);
  const courses = byLanguage(courseLessons);
  // The next lesson is one this learner may open: the profile's "Continue" never leads onto the paywall.
  const mayOpen = (lesson: { number: number }) => !isLessonLocked(lesson.number, user);
  return [...byLanguage(rows)].map(([code, records]) => languageProgress(code, courses.get(code) ?? [], records.map(toRecord), mayOpen));
}
