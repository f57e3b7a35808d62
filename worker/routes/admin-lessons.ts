/**
 * /api/admin/lessons: the lesson editor's calls, admins only (mounted under the admin routes, which
 * answer 403 to anyone else). Learners never read drafts; publishing and rolling back are in
 * worker/authoring/publish.ts, every action is written to the audit table.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { LESSON_DRAFT_BODY_MAX_BYTES } from "../../contract/constants";
import { lessonNumberOf } from "../../contract/lesson-ids";
import { MoveUpBody, NewLessonBody, PreviewBody, RevisionBody, RollbackBody, SaveDraftBody } from "../../contract/lesson-authoring";
import type { AppEnv } from "../app-env";
import { createLesson, discardDraft, saveDraft } from "../authoring/drafts";
import { languageLessons, lessonDetail } from "../authoring/lesson-store";
import { previewLesson } from "../authoring/preview";
import { publishDraft, rollBack } from "../authoring/publish";
import { moveUp } from "../authoring/reorder";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/validate";

const LanguageQuery = v.pipe(v.string(), v.regex(/^[a-z]{2}$/));

function lessonIdParam(value: string): string {
  if (lessonNumberOf(value) === null) throw new ApiError(404, "Lesson not found");
  return value;
}

async function detailOr404(env: Env, db: AppEnv["Variables"]["db"], lessonId: string) {
  const detail = await lessonDetail(db, env.CONTENT, lessonId);
  if (!detail) throw new ApiError(404, "Lesson not found");
  return detail;
}

export const adminLessonRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const language = v.safeParse(LanguageQuery, c.req.query("language"));
    if (!language.success) throw new ApiError(400, "Name a language: ?language= and its two-letter code");
    return c.json(await languageLessons(c.var.db, language.output));
  })
  .post("/", jsonBody(NewLessonBody), async (c) => {
    const lessonId = await createLesson(c.var.db, c.var.user.id, c.var.body.languageCode, c.var.body.title);
    return c.json(await detailOr404(c.env, c.var.db, lessonId), 201);
  })
  .post("/preview", jsonBody(PreviewBody, LESSON_DRAFT_BODY_MAX_BYTES), (c) => {
    const { languageCode, lesson, trials } = c.var.body;
    return c.json(previewLesson(languageCode, lesson, trials));
  })
  .get("/:lessonId", async (c) => c.json(await detailOr404(c.env, c.var.db, lessonIdParam(c.req.param("lessonId")))))
  .put("/:lessonId/draft", jsonBody(SaveDraftBody, LESSON_DRAFT_BODY_MAX_BYTES), async (c) => {
    const lessonId = lessonIdParam(c.req.param("lessonId"));
    await saveDraft(c.var.db, c.var.user.id, lessonId, c.var.body.revision, c.var.body.lesson);
    return c.json(await detailOr404(c.env, c.var.db, lessonId));
  })
  .post("/:lessonId/discard", jsonBody(RevisionBody), async (c) => {
    const lessonId = lessonIdParam(c.req.param("lessonId"));
    await discardDraft(c.var.db, c.var.user.id, lessonId, c.var.body.revision);
    const detail = await lessonDetail(c.var.db, c.env.CONTENT, lessonId);
    return c.json({ message: "Draft discarded.", lesson: detail });
  })
  .post("/:lessonId/publish", jsonBody(RevisionBody), async (c) => {
    const lessonId = lessonIdParam(c.req.param("lessonId"));
    const version = await publishDraft({ db: c.var.db, bucket: c.env.CONTENT }, c.var.user.id, lessonId, c.var.body.revision);
    return c.json({ message: `Version ${version} is live.`, lesson: await detailOr404(c.env, c.var.db, lessonId) });
  })
  .post("/:lessonId/rollback", jsonBody(RollbackBody), async (c) => {
    const lessonId = lessonIdParam(c.req.param("lessonId"));
    const { version: target, currentVersion } = c.var.body;
    const version = await rollBack({ db: c.var.db }, c.var.user.id, lessonId, target, currentVersion);
    return c.json({ message: `Version ${target} is live again (as version ${version}).`, lesson: await detailOr404(c.env, c.var.db, lessonId) });
  })
  .post("/:lessonId/move-up", jsonBody(MoveUpBody), async (c) => {
    const lessonId = lessonIdParam(c.req.param("lessonId"));
    await moveUp({ db: c.var.db, bucket: c.env.CONTENT }, c.var.user.id, lessonId, c.var.body);
    return c.json({ message: "Lesson moved up." });
  });
