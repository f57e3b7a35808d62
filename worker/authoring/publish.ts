/**
 * Publishing a draft and rolling back, so that a learner sees the old lesson or the new one, never a
 * mix. The new text goes to an R2 key of its own first; then one D1 batch (a transaction) switches
 * the lesson row to the new exercises and that key, records the version and drops the draft. If the
 * batch fails, the row still names the old text, which was never touched: the new object is merely
 * unused. Every version's text stays in R2, so a rollback is a D1 batch alone.
 */
import { and, eq } from "drizzle-orm";
import type { ExerciseDraft } from "../../contract/lesson-authoring";
import type { Database } from "../db/client";
import { invalidateLessonContent } from "../lessons/content-cache";
import { lessonDrafts, lessons, lessonVersions } from "../db/schema";
import { ApiError } from "../http/errors";
import { readLessonText } from "../lessons/lookup";
import { versionBodyKey } from "../lessons/r2-keys";
import { auditLesson, changedFields, staleEdit } from "./drafts";
import { draftContent, lessonRecord, type LessonRow } from "./lesson-store";
import { lessonProblems } from "./lesson-rules";

export interface Storage {
  db: Database;
  bucket: R2Bucket;
}

const MARKDOWN = { httpMetadata: { contentType: "text/markdown; charset=utf-8" } };

/**
 * A lesson as the repository's files had it becomes version 1 before an admin's first change, kept
 * under a key the seed never writes, so it can be rolled back to. Null when it has versions already.
 */
export async function keepSeededVersion({ db, bucket }: Storage, lesson: LessonRow) {
  if (lesson.version !== 0) return null;
  const bodyKey = versionBodyKey(lesson.id, 1);
  await bucket.put(bodyKey, await readLessonText(bucket, lesson), MARKDOWN);
  const { id: lessonId, number, slug, title, structures, exercises } = lesson;
  return { version: 1, bodyKey, statement: db.insert(lessonVersions).values({ lessonId, version: 1, number, slug, title, structures, exercises, bodyKey, publishedBy: null, publishedAt: lesson.updatedAt }) };
}

/**
 * The batch that switches a lesson to `version`. When it fails, the R2 objects written for it are
 * removed (nothing names them); when it failed because another publish or rollback took the version
 * first (the primary key of lesson_versions), the admin gets 409 with the version now live.
 */
async function switchVersion(db: Database, bucket: R2Bucket | null, written: string[], lessonId: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (bucket && written.length > 0) await bucket.delete(written).catch((cleanup: unknown) => console.error("unused lesson texts were not removed", cleanup));
    if (!/UNIQUE constraint failed: lesson_versions/.test(String(error))) throw error;
    const [live] = await db.select({ version: lessons.version, updatedAt: lessons.updatedAt }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
    const version = live?.version ?? 0;
    throw new ApiError(409, `Someone else published version ${version} of this lesson at the same moment. Reload to see it.`, {
      version,
      changedFields: [],
      changedBy: null,
      changedAt: live?.updatedAt.toISOString() ?? null,
    });
  }
}

export async function publishDraft({ db, bucket }: Storage, adminId: number, lessonId: string, revision: number): Promise<number> {
  const { lesson, draft } = await lessonRecord(db, lessonId);
  if (!draft) throw new ApiError(404, lesson ? "This lesson has no draft to publish" : "Lesson not found");
  if (draft.revision !== revision) throw await staleEdit(db, draft, null, "Someone else saved this draft since you opened it. Reload before publishing.");
  const current = lesson?.version ?? 0;
  const content = draftContent(draft);
  if (draft.baseVersion !== current) {
    const published = lesson ? { title: lesson.title, slug: lesson.slug, structures: lesson.structures, exercises: lesson.exercises as ExerciseDraft[], markdown: content.markdown } : content;
    throw new ApiError(409, `Someone published version ${current} of this lesson after your draft began. Compare it with your draft, then save again.`, {
      changedFields: changedFields(content, published),
      changedBy: null,
      changedAt: lesson?.updatedAt.toISOString() ?? null,
    });
  }
  const problems = lessonProblems({ languageCode: draft.languageCode, ...content });
  if (problems.length) throw new ApiError(422, `The lesson cannot be published yet: ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix.`, { problems });

  const now = new Date();
  const seeded = lesson ? await keepSeededVersion({ db, bucket }, lesson) : null;
  const statements = seeded ? [seeded.statement] : [];
  const version = (seeded?.version ?? current) + 1;
  const bodyKey = versionBodyKey(lessonId, version);
  const { markdown, ...front } = content;
  await bucket.put(bodyKey, markdown, MARKDOWN);
  const row = { ...front, updatedAt: now, version, bodyKey };
  const written = seeded ? [seeded.bodyKey, bodyKey] : [bodyKey];
  await switchVersion(db, bucket, written, lessonId, () => db.batch([
    // The version's primary key makes a second publish of the same version fail the whole batch.
    db.insert(lessonVersions).values({ lessonId, version, number: draft.number, ...front, bodyKey, publishedBy: adminId, publishedAt: now }),
    lesson
      ? db.update(lessons).set(row).where(and(eq(lessons.id, lessonId), eq(lessons.version, current)))
      : db.insert(lessons).values({ id: lessonId, languageCode: draft.languageCode, number: draft.number, ...row }),
    db.delete(lessonDrafts).where(and(eq(lessonDrafts.lessonId, lessonId), eq(lessonDrafts.revision, revision))),
    auditLesson(db, adminId, "lesson-publish", { lessonId, version, revision }),
    ...statements,
  ]));
  await invalidateLessonContent(draft.languageCode, lessonId);
  return version;
}

export async function rollBack({ db }: Pick<Storage, "db">, adminId: number, lessonId: string, target: number, currentVersion: number): Promise<number> {
  const { lesson, versions } = await lessonRecord(db, lessonId);
  if (!lesson) throw new ApiError(404, "Lesson not found");
  if (lesson.version !== currentVersion) {
    throw new ApiError(409, `Version ${lesson.version} was published since you opened this lesson. Reload to see it before rolling back.`, { changedFields: [], changedBy: null, changedAt: lesson.updatedAt.toISOString() });
  }
  const restored = versions.find((row) => row.version === target);
  if (!restored) throw new ApiError(404, `This lesson has no version ${target}`);
  if (target === lesson.version) throw new ApiError(400, `Version ${target} is the published version already`);
  const version = lesson.version + 1;
  const now = new Date();
  const { title, slug, structures, exercises, bodyKey } = restored;
  await switchVersion(db, null, [], lessonId, () => db.batch([
    db.insert(lessonVersions).values({ lessonId, version, number: lesson.number, title, slug, structures, exercises, bodyKey, publishedBy: adminId, publishedAt: now, restoredFrom: target }),
    db.update(lessons).set({ title, slug, structures, exercises, bodyKey, version, updatedAt: now }).where(and(eq(lessons.id, lessonId), eq(lessons.version, currentVersion))),
    auditLesson(db, adminId, "lesson-rollback", { lessonId, version, restoredFrom: target }),
  ]));
  await invalidateLessonContent(lesson.languageCode, lessonId);
  return version;
}
