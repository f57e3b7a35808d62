/** What the lesson editor reads: a language's lessons with their state, and one lesson with its draft and history. */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { AdminLessonDetail, AdminLessonRow, ExerciseDraft, LessonDraftContent, LessonVersionView } from "../../contract/lesson-authoring";
import type { Database } from "../db/client";
import { lessonDrafts, lessons, lessonVersions, users } from "../db/schema";
import { readLessonText } from "../lessons/lookup";

export type LessonRow = typeof lessons.$inferSelect;
export type DraftRow = typeof lessonDrafts.$inferSelect;

async function usernames(db: Database, ids: readonly (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.username]));
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export async function languageLessons(db: Database, languageCode: string): Promise<AdminLessonRow[]> {
  const [published, drafts, versions] = await db.batch([
    db.select().from(lessons).where(eq(lessons.languageCode, languageCode)).orderBy(asc(lessons.number)),
    db.select().from(lessonDrafts).where(eq(lessonDrafts.languageCode, languageCode)),
    db
      .select({ lessonId: lessonVersions.lessonId, version: lessonVersions.version, publishedBy: lessonVersions.publishedBy, publishedAt: lessonVersions.publishedAt })
      .from(lessonVersions)
      .innerJoin(lessons, eq(lessons.id, lessonVersions.lessonId))
      .where(eq(lessons.languageCode, languageCode))
      .orderBy(asc(lessonVersions.version)),
  ]);
  const names = await usernames(db, [...drafts.flatMap((draft) => [draft.createdBy, draft.updatedBy]), ...versions.map((row) => row.publishedBy)]);
  const name = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? `#${id}`));
  const draftOf = new Map(drafts.map((draft) => [draft.lessonId, draft]));
  const rows: AdminLessonRow[] = published.map((lesson) => {
    const history = versions.filter((row) => row.lessonId === lesson.id);
    const first = history[0];
    const last = history.at(-1);
    const draft = draftOf.get(lesson.id);
    return {
      lessonId: lesson.id,
      number: lesson.number,
      title: draft?.title ?? lesson.title,
      state: draft ? "changed" : "published",
      version: lesson.version,
      // The versions before the first publish came from the repository's files: no admin made them.
      createdBy: name(first?.publishedBy),
      createdAt: iso(first?.publishedAt),
      changedBy: draft ? name(draft.updatedBy) : name(last?.publishedBy),
      changedAt: draft ? iso(draft.updatedAt) : iso(last?.publishedAt ?? lesson.updatedAt),
    };
  });
  for (const draft of drafts.filter((row) => !published.some((lesson) => lesson.id === row.lessonId))) {
    rows.push({
      lessonId: draft.lessonId,
      number: draft.number,
      title: draft.title,
      state: "draft",
      version: 0,
      createdBy: name(draft.createdBy),
      createdAt: iso(draft.createdAt),
      changedBy: name(draft.updatedBy),
      changedAt: iso(draft.updatedAt),
    });
  }
  return rows.sort((a, b) => a.number - b.number);
}

export function draftContent(draft: DraftRow): LessonDraftContent {
  return { title: draft.title, slug: draft.slug, structures: draft.structures, exercises: draft.exercises as ExerciseDraft[], markdown: draft.markdown };
}

export async function lessonRecord(db: Database, lessonId: string) {
  const [[lesson], [draft], versions] = await db.batch([
    db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1),
    db.select().from(lessonDrafts).where(eq(lessonDrafts.lessonId, lessonId)).limit(1),
    db.select().from(lessonVersions).where(eq(lessonVersions.lessonId, lessonId)).orderBy(desc(lessonVersions.version)),
  ]);
  return { lesson, draft, versions };
}

export async function lessonDetail(db: Database, bucket: R2Bucket, lessonId: string): Promise<AdminLessonDetail | null> {
  const { lesson, draft, versions } = await lessonRecord(db, lessonId);
  if (!lesson && !draft) return null;
  const names = await usernames(db, [draft?.updatedBy, ...versions.map((row) => row.publishedBy)]);
  const name = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? `#${id}`));
  const published = lesson
    ? {
        title: lesson.title,
        slug: lesson.slug,
        structures: lesson.structures,
        exercises: lesson.exercises as ExerciseDraft[],
        markdown: await readLessonText(bucket, lesson),
        version: lesson.version,
      }
    : null;
  return {
    lessonId,
    languageCode: (lesson ?? draft)!.languageCode,
    number: (lesson ?? draft)!.number,
    published,
    draft: draft ? { ...draftContent(draft), revision: draft.revision, baseVersion: draft.baseVersion, updatedBy: name(draft.updatedBy), updatedAt: draft.updatedAt.toISOString() } : null,
    versions: versions.map((row): LessonVersionView => ({ version: row.version, title: row.title, publishedBy: name(row.publishedBy), publishedAt: row.publishedAt.toISOString(), restoredFrom: row.restoredFrom })),
  };
}
