/**
 * The admin queue under Admin → Lessons: pending reports (learners' reports of one sentence for
 * one exercise shown together, oldest first) with the exercise's prompt, what it accepts now and
 * any second opinion on the sentence; and the models' second opinions no admin has decided on.
 */
import { and, asc, count, desc, eq, inArray, min, sql } from "drizzle-orm";
import type { Exercise } from "../../contract/lesson-source";
import type { AnswerPlaceView, AnswerReportQueue } from "../../contract/wire";
import type { Database } from "../db/client";
import { answerOpinions, answerReports, lessons } from "../db/schema";

const QUEUE_LIMIT = 100;

type LessonInfo = Pick<typeof lessons.$inferSelect, "id" | "languageCode" | "number" | "title" | "exercises">;

function placeView(lesson: LessonInfo, exerciseIndex: number, prompt: string): AnswerPlaceView {
  const exercise = (lesson.exercises as Exercise[])[exerciseIndex];
  return {
    lessonId: lesson.id,
    languageCode: lesson.languageCode,
    lessonNumber: lesson.number,
    lessonTitle: lesson.title,
    exerciseIndex,
    prompt,
    acceptedAnswers: exercise?.answers ?? [],
    changed: exercise?.prompt !== prompt,
  };
}

export async function answerReportQueue(db: Database): Promise<AnswerReportQueue> {
  const [reports, opinions] = await db.batch([
    db
      .select({
        id: min(answerReports.id),
        lessonId: answerReports.lessonId,
        exerciseIndex: answerReports.exerciseIndex,
        answerKey: answerReports.answerKey,
        // The first report's wording and prompt (SQLite takes the bare columns from the min() row).
        answer: answerReports.answer,
        prompt: answerReports.prompt,
        reporters: count(),
        reportedAt: sql<number>`min(${answerReports.createdAt})`,
      })
      .from(answerReports)
      .where(eq(answerReports.status, "pending"))
      .groupBy(answerReports.lessonId, answerReports.exerciseIndex, answerReports.answerKey)
      .orderBy(asc(sql`min(${answerReports.createdAt})`))
      .limit(QUEUE_LIMIT),
    db.select().from(answerOpinions).where(eq(answerOpinions.source, "model")).orderBy(desc(answerOpinions.updatedAt)).limit(QUEUE_LIMIT),
  ]);
  const lessonIds = [...new Set([...reports.map((row) => row.lessonId), ...opinions.map((row) => row.lessonId)])];
  const [found, reportOpinions] = lessonIds.length
    ? await db.batch([
        db.select({ id: lessons.id, languageCode: lessons.languageCode, number: lessons.number, title: lessons.title, exercises: lessons.exercises }).from(lessons).where(inArray(lessons.id, lessonIds)),
        db.select().from(answerOpinions).where(and(inArray(answerOpinions.lessonId, lessonIds), inArray(answerOpinions.answerKey, reports.map((row) => row.answerKey).concat("")))),
      ])
    : [[], []];
  const byId = new Map(found.map((lesson) => [lesson.id, lesson]));
  const opinionOf = (lessonId: string, exerciseIndex: number, key: string) =>
    reportOpinions.find((row) => row.lessonId === lessonId && row.exerciseIndex === exerciseIndex && row.answerKey === key);
  return {
    reports: reports.flatMap((row) => {
      const lesson = byId.get(row.lessonId);
      if (!lesson) return [];
      const opinion = opinionOf(row.lessonId, row.exerciseIndex, row.answerKey);
      return [
        {
          ...placeView(lesson, row.exerciseIndex, row.prompt),
          id: row.id!,
          answer: row.answer,
          reporters: row.reporters,
          reportedAt: new Date(row.reportedAt).toISOString(),
          opinion: opinion ? { verdict: opinion.verdict, reason: opinion.reason, source: opinion.source } : null,
        },
      ];
    }),
    opinions: opinions.flatMap((row) => {
      const lesson = byId.get(row.lessonId);
      return lesson ? [{ ...placeView(lesson, row.exerciseIndex, row.prompt), answer: row.answer, verdict: row.verdict, reason: row.reason, givenAt: row.updatedAt.toISOString() }] : [];
    }),
  };
}
