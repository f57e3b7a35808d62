/**
 * Ending a learner's open tutor sockets when their access changes: a session ends (logout), every
 * other session ends (password change), every session ends (reset, deletion), or lessons lock (an
 * admin changed the tier). The learner's conversation objects are found through the D1 index of
 * conversations, as account erasure finds them. It runs after the answer; every frame is checked
 * again in the object anyway, so a socket missed here still answers nothing.
 */
import { eq } from "drizzle-orm";
import { lessonNumberOf } from "../../contract/lesson-ids";
import type { AppEnv, UserRow } from "../app-env";
import { isLessonLocked } from "../auth/access";
import { tutorConversations } from "../db/schema";
import { LOCKED, SIGNED_OUT } from "./socket-admission";
import { tutorConversationName, type TutorConversation } from "./tutor-conversation";

type Closing = Parameters<TutorConversation["closeSockets"]>[0];
/** What of a route's context this needs: the bindings, the database and a way to work after the answer. */
type RouteContext = { env: Env; executionCtx: Pick<ExecutionContext, "waitUntil">; var: Pick<AppEnv["Variables"], "db"> };

function inBackground(c: RouteContext, userId: number, which: (lessonId: string) => boolean, closing: Closing): void {
  const work = c.var.db
    .select({ lessonId: tutorConversations.lessonId })
    .from(tutorConversations)
    .where(eq(tutorConversations.userId, userId))
    .then((conversations) =>
      Promise.all(
        conversations
          .filter(({ lessonId }) => which(lessonId))
          .map(({ lessonId }) => c.env.TUTOR.getByName(tutorConversationName(userId, lessonId)).closeSockets(closing)),
      ),
    )
    .catch((error: unknown) => console.error("closing the learner's tutor sockets failed", error));
  c.executionCtx.waitUntil(work);
}

/** Sessions whose sockets close: one (`only`), all but one (`except`), or all. */
export type SessionsEnded = { only: string } | { except: string } | "all";

export function endTutorSockets(c: RouteContext, userId: number, sessions: SessionsEnded): void {
  const scope = sessions === "all" ? {} : "only" in sessions ? { sessionId: sessions.only } : { keepSessionId: sessions.except };
  inBackground(c, userId, () => true, { ...SIGNED_OUT, ...scope });
}

/** After a tier change: the sockets of lessons now locked for the learner close; the others stay. */
export function endLockedTutorSockets(c: RouteContext, user: Pick<UserRow, "id" | "subscriptionTier" | "subscriptionExpiry">): void {
  inBackground(c, user.id, (lessonId) => isLessonLocked(lessonNumberOf(lessonId) ?? 0, user), LOCKED);
}
