/**
 * Drafts: an admin's edits of a lesson, kept apart from what learners read until published. Every
 * save names the revision it started from; a save over someone else's newer revision is refused
 * with 409 and what they changed, never written over.
 */
import { and, eq, max } from "drizzle-orm";
import { slugOf } from "../../contract/fold";
import { lessonIdFor } from "../../contract/lesson-ids";
import type { LessonDraftContent, StaleEdit } from "../../contract/lesson-authoring";
import type { Database } from "../db/client";
import { adminAudit, languages, lessonDrafts, lessons, users } from "../db/schema";
import { ApiError } from "../http/errors";
import { draftContent, lessonRecord, type DraftRow } from "./lesson-store";

export const NO_SUCH_LESSON = "Lesson not found";

const FIELDS = ["title", "slug", "structures", "exercises", "markdown"] as const;

/** The fields (exercises one by one) where two versions of a lesson differ. */
export function changedFields(mine: LessonDraftContent, theirs: LessonDraftContent): string[] {
  const changed: string[] = [];
  for (const field of FIELDS) {
    if (field === "exercises") {
      const length = Math.max(mine.exercises.length, theirs.exercises.length);
      for (let index = 0; index < length; index++) {
        if (JSON.stringify(mine.exercises[index]) !== JSON.stringify(theirs.exercises[index])) changed.push(`exercises.${index}`);
      }
    } else if (JSON.stringify(mine[field]) !== JSON.stringify(theirs[field])) changed.push(field);
  }
  return changed;
}

export async function staleEdit(db: Database, draft: DraftRow, mine: LessonDraftContent | null, message: string): Promise<ApiError> {
  const detail: Omit<StaleEdit, "message"> = {
    changedFields: mine ? changedFields(mine, draftContent(draft)) : [],
    changedBy: await usernameOf(db, draft.updatedBy),
    changedAt: draft.updatedAt.toISOString(),
  };
  return new ApiError(409, message, detail);
}

async function usernameOf(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id)).limit(1);
  return row?.username ?? null;
}

const audit = (db: Database, adminId: number, action: string, detail: Record<string, unknown>) => db.insert(adminAudit).values({ adminId, action, targetUserId: null, detail });

/** Saves an edit; `revision` null starts the draft from the published lesson. Returns the new revision. */
export async function saveDraft(db: Database, adminId: number, lessonId: string, revision: number | null, content: LessonDraftContent): Promise<number> {
  const { lesson, draft } = await lessonRecord(db, lessonId);
  if (!lesson && !draft) throw new ApiError(404, NO_SUCH_LESSON);
  const now = new Date();
  if (draft) {
    if (revision !== draft.revision) throw await staleEdit(db, draft, content, "Someone else saved this lesson since you opened it. Reload to see their changes.");
    const [saved] = await db.batch([
      db
        .update(lessonDrafts)
        .set({ ...content, revision: draft.revision + 1, updatedBy: adminId, updatedAt: now })
        .where(and(eq(lessonDrafts.lessonId, lessonId), eq(lessonDrafts.revision, draft.revision)))
        .returning({ revision: lessonDrafts.revision }),
      audit(db, adminId, "lesson-draft-save", { lessonId, revision: draft.revision + 1 }),
    ]);
    if (!saved.length) throw await refreshedConflict(db, lessonId, content);
    return saved[0]!.revision;
  }
  if (revision !== null) throw new ApiError(409, "This draft was published or discarded since you opened it. Reload to continue from the published lesson.", { changedFields: [], changedBy: null, changedAt: null });
  const [saved] = await db.batch([
    db
      .insert(lessonDrafts)
      .values({ lessonId, languageCode: lesson!.languageCode, number: lesson!.number, ...content, revision: 1, baseVersion: lesson!.version, createdBy: adminId, updatedBy: adminId, updatedAt: now })
      .onConflictDoNothing()
      .returning({ revision: lessonDrafts.revision }),
    audit(db, adminId, "lesson-draft-save", { lessonId, revision: 1 }),
  ]);
  if (!saved.length) throw await refreshedConflict(db, lessonId, content);
  return 1;
}

async function refreshedConflict(db: Database, lessonId: string, content: LessonDraftContent): Promise<ApiError> {
  const { draft } = await lessonRecord(db, lessonId);
  return draft ? staleEdit(db, draft, content, "Someone else saved this lesson at the same moment. Reload to see their changes.") : new ApiError(409, "The draft changed while saving. Reload and try again.");
}

const NEW_LESSON_BODY = (title: string) => `# ${title}\n\nWrite the lesson here: what the learner works out first, then the pattern.\n`;

/** A new lesson after the language's last one (published or drafted); learners see nothing of it until it is published. */
export async function createLesson(db: Database, adminId: number, languageCode: string, title: string): Promise<string> {
  const [[language], [published], [drafted]] = await db.batch([
    db.select({ code: languages.code }).from(languages).where(eq(languages.code, languageCode)).limit(1),
    db.select({ last: max(lessons.number) }).from(lessons).where(eq(lessons.languageCode, languageCode)),
    db.select({ last: max(lessonDrafts.number) }).from(lessonDrafts).where(eq(lessonDrafts.languageCode, languageCode)),
  ]);
  if (!language) throw new ApiError(404, "Language not found");
  const number = Math.max(published?.last ?? 0, drafted?.last ?? 0) + 1;
  const lessonId = lessonIdFor(languageCode, number);
  const [created] = await db.batch([
    db
      .insert(lessonDrafts)
      .values({ lessonId, languageCode, number, title, slug: slugOf(title), structures: [], exercises: [], markdown: NEW_LESSON_BODY(title), createdBy: adminId, updatedBy: adminId, updatedAt: new Date() })
      .onConflictDoNothing()
      .returning({ lessonId: lessonDrafts.lessonId }),
    audit(db, adminId, "lesson-create", { lessonId, title }),
  ]);
  if (!created.length) throw new ApiError(409, "Another admin created a lesson at the same moment. Try again.");
  return lessonId;
}

export async function discardDraft(db: Database, adminId: number, lessonId: string, revision: number): Promise<void> {
  const { draft } = await lessonRecord(db, lessonId);
  if (!draft) throw new ApiError(404, "This lesson has no draft");
  if (draft.revision !== revision) throw await staleEdit(db, draft, null, "Someone else saved this draft since you opened it. Reload before discarding it.");
  await db.batch([
    db.delete(lessonDrafts).where(and(eq(lessonDrafts.lessonId, lessonId), eq(lessonDrafts.revision, revision))),
    audit(db, adminId, "lesson-draft-discard", { lessonId, revision }),
  ]);
}

export { audit as auditLesson };
