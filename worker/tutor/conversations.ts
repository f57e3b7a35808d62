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
import { NEEDS_LESSON, tutorConversationName, type HeldLesson } from "./tutor-conversation";

export const TUTOR_UNAVAILABLE = "The tutor could not answer just now. Please try again later.";

/** The learner's conversation for a lesson, behind the paywall, without waking its object. */
async function findConversation(env: Env, db: Database, user: UserRow, lessonId: string) {
  const lesson = await openLesson(db, user, lessonId);
  const stub = env.TUTOR.getByName(tutorConversationName(user.id, lesson.id));
  return { lesson, stub, held: { lessonId: lesson.id, version: lesson.updatedAt.getTime() } satisfies HeldLesson };
}

/**
 * Hands the object this version of the lesson. The D1 index (what account erasure and signing out
 * find conversations by) is written only then too: a conversation that already has its lesson is
 * indexed, and an index row goes only with the account, so a known conversation costs no primary
 * round trip.
 */
async function handOverLesson(env: Env, db: Database, user: UserRow, found: Awaited<ReturnType<typeof findConversation>>, ctx?: Pick<ExecutionContext, "waitUntil">) {
  const { lesson, stub, held } = found;
  const body = await readLessonText(env.CONTENT, lesson);
  const tutorLesson: TutorLesson = {
    lessonId: lesson.id,
    number: lesson.number,
    title: lesson.title,
    languageName: lesson.languageName ?? lesson.languageCode,
    exercises: lesson.exercises as Exercise[],
    body,
  };
  await stub.prepare(tutorLesson, held.version);
  const indexed = db
    .insert(tutorConversations)
    .values({ userId: user.id, lessonId: lesson.id, lastMessageAt: new Date() })
    .onConflictDoUpdate({ target: [tutorConversations.userId, tutorConversations.lessonId], set: { lastMessageAt: sql`excluded.last_message_at` } })
    .then(() => undefined);
  // Keeping the index need not hold up the reply.
  if (ctx) ctx.waitUntil(indexed);
  else await indexed;
}

/** Opens the conversation, its object holding the lesson's current version (sent again only after the content changed). */
export async function openConversation(env: Env, db: Database, user: UserRow, lessonId: string, ctx?: Pick<ExecutionContext, "waitUntil">) {
  const found = await findConversation(env, db, user, lessonId);
  if (!(await found.stub.hasLesson(found.held))) await handOverLesson(env, db, user, found, ctx);
  return { stub: found.stub, languageCode: found.lesson.languageCode };
}

/** Where the lesson's language is needed before the turn (a recording to transcribe). */
export async function conversationLanguage(db: Database, user: UserRow, lessonId: string): Promise<string> {
  return (await openLesson(db, user, lessonId)).languageCode;
}

export interface TutorAsk {
  env: Env;
  db: Database;
  user: UserRow;
  lessonId: string;
  text: string;
  bookmark: LearnerBookmark;
  tryIt?: string;
  ctx?: Pick<ExecutionContext, "waitUntil">;
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
 * One text turn, its reads at least as far as the learner's bookmark, in one call to the object:
 * it answers that it needs the lesson only when the content changed, and the turn is then asked
 * again after the hand-over. When the AI fails the learner gets 503 and a message, not a bare
 * 500; the object has kept nothing of the failed turn, so sending again is a clean retry.
 */
export async function askTutor({ env, db, user, lessonId, text, bookmark, tryIt, ctx }: TutorAsk): Promise<ChatReply> {
  const found = await findConversation(env, db, user, lessonId);
  const ask = () =>
    found.stub.ask({ text, userId: user.id, bookmark: bookmark.current(), tryIt, held: found.held }).catch((error: unknown) => {
      console.error("the tutor's conversation could not be reached", error);
      return null;
    });
  // Null: the turn failed inside the object, which logged why. A throw: the object could not be reached.
  let answer = await ask();
  if (answer === NEEDS_LESSON) {
    await handOverLesson(env, db, user, found, ctx);
    answer = await ask();
  }
  if (!answer || answer === NEEDS_LESSON) throw new ApiError(503, TUTOR_UNAVAILABLE);
  // What the object recorded reaches the learner's bookmark cookie with this answer.
  const { bookmark: reached, ...reply } = answer;
  bookmark.reached(reached);
  return reply;
}
