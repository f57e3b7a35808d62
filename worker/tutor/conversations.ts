/**
 * Opening a learner's conversation for a lesson: the paywall, the lesson handed to the object when
 * it does not have this version yet, and the D1 index that account erasure reads; and one turn
 * through it, answering a clear 503 when the AI fails.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Exercise } from "../../contract/lesson-source";
import type { ChatReply } from "../../contract/wire";
import type { UserRow } from "../app-env";
import type { Database } from "../db/client";
import { tutorConversations } from "../db/schema";
import type { LearnerBookmark } from "../edge/request-database";
import { ApiError } from "../http/errors";
import { openLesson, readLessonText } from "../lessons/lookup";
import type { TutorLesson } from "./offline-tutor";
import { tutorConversationName, type TutorConversation } from "./tutor-conversation";

export const TUTOR_UNAVAILABLE = "The tutor could not answer just now. Please try again later.";

export async function openConversation(env: Env, db: Database, user: UserRow, lessonId: string, ctx?: Pick<ExecutionContext, "waitUntil">) {
  const lesson = await openLesson(db, user, lessonId);
  const stub = env.TUTOR.getByName(tutorConversationName(user.id, lesson.id));
  const version = lesson.updatedAt.getTime();
  // The object keeps the lesson it was given; it is sent again only after the content changed. The
  // D1 index (what account erasure and signing out find conversations by) is written only then too:
  // a conversation that already has its lesson is indexed, and an index row goes only with the
  // account, so opening a known conversation costs no primary round trip.
  if (!(await stub.hasLesson(lesson.id, version))) {
    const body = await readLessonText(env.CONTENT, lesson);
    const tutorLesson: TutorLesson = {
      lessonId: lesson.id,
      number: lesson.number,
      title: lesson.title,
      languageName: lesson.languageName ?? lesson.languageCode,
      exercises: lesson.exercises as Exercise[],
      body,
    };
    await stub.prepare(tutorLesson, version);
    const indexed = db
      .insert(tutorConversations)
      .values({ userId: user.id, lessonId: lesson.id, lastMessageAt: new Date() })
      .onConflictDoUpdate({ target: [tutorConversations.userId, tutorConversations.lessonId], set: { lastMessageAt: sql`excluded.last_message_at` } })
      .then(() => undefined);
    // Keeping the index need not hold up the reply.
    if (ctx) ctx.waitUntil(indexed);
    else await indexed;
  }
  return { stub, languageCode: lesson.languageCode };
}

/**
 * Whether the tutor said `text` to this learner in this lesson's conversation. A conversation the
 * index does not know has said nothing, and no object is woken (or created) to find that out.
 */
export async function saidByTutor(env: Env, db: Database, userId: number, lessonId: string, text: string): Promise<boolean> {
  const [known] = await db
    .select({ lessonId: tutorConversations.lessonId })
    .from(tutorConversations)
    .where(and(eq(tutorConversations.userId, userId), eq(tutorConversations.lessonId, lessonId)))
    .limit(1);
  return known ? env.TUTOR.getByName(tutorConversationName(userId, lessonId)).saidByTutor(text) : false;
}

/**
 * One text turn, its reads at least as far as the learner's bookmark. When the AI fails the
 * learner gets 503 and a message, not a bare 500; the object has kept nothing of the failed turn,
 * so sending again is a clean retry.
 */
export async function askTutor(stub: Pick<DurableObjectStub<TutorConversation>, "send">, text: string, userId: number, bookmark: LearnerBookmark, tryIt?: string): Promise<ChatReply> {
  // Null: the turn failed inside the object, which logged why. A throw: the object could not be reached.
  const answer = await stub.send(text, userId, bookmark.current(), undefined, tryIt).catch((error: unknown) => {
    console.error("the tutor's conversation could not be reached", error);
    return null;
  });
  if (!answer) throw new ApiError(503, TUTOR_UNAVAILABLE);
  // What the object recorded reaches the learner's bookmark cookie with this answer.
  const { bookmark: reached, ...reply } = answer;
  bookmark.reached(reached);
  return reply;
}
