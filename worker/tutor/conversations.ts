/**
 * Opening a learner's conversation for a lesson: the paywall, the lesson handed to the object when
 * it does not have this version yet, and the D1 index that account erasure reads.
 */
import { sql } from "drizzle-orm";
import type { Exercise } from "../../contract/lesson-source";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { tutorConversations } from "../db/schema";
import { lessonObjectKey } from "../db/seed";
import { ApiError } from "../http/errors";
import { openLesson } from "../routes/lesson-lookup";
import type { TutorLesson } from "./offline-tutor";
import { tutorConversationName } from "./tutor-conversation";

export async function openConversation(env: Env, db: Database, user: UserRow, lessonId: string, ctx?: Pick<ExecutionContext, "waitUntil">) {
  const lesson = await openLesson(db, user, lessonId);
  const stub = env.TUTOR.getByName(tutorConversationName(user.id, lesson.id));
  const version = lesson.updatedAt.getTime();
  // The object keeps the lesson it was given; it is sent again only after the content changed.
  if (!(await stub.hasLesson(lesson.id, version))) {
    const body = await env.CONTENT.get(lessonObjectKey(lesson.id));
    if (!body) throw new ApiError(503, "This lesson's text is not available right now. Please try again later.");
    const tutorLesson: TutorLesson = {
      lessonId: lesson.id,
      number: lesson.number,
      title: lesson.title,
      languageName: lesson.languageName ?? lesson.languageCode,
      exercises: lesson.exercises as Exercise[],
      body: await body.text(),
    };
    await stub.prepare(tutorLesson, version);
  }
  const indexed = db
    .insert(tutorConversations)
    .values({ userId: user.id, lessonId: lesson.id, lastMessageAt: new Date() })
    .onConflictDoUpdate({ target: [tutorConversations.userId, tutorConversations.lessonId], set: { lastMessageAt: sql`excluded.last_message_at` } })
    .then(() => undefined);
  // Keeping the index fresh need not hold up the reply.
  if (ctx) ctx.waitUntil(indexed);
  else await indexed;
  return { stub, languageCode: lesson.languageCode };
}
