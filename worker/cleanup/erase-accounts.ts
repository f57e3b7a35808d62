/**
 * Erases accounts whose owners deleted them (docs/product/accounts.md): the user row with everything hanging
 * off it (sessions, tokens, progress, sign-in addresses, review cards and answers: foreign keys
 * cascade), the index of tutor conversations, the tutor conversations themselves in their Durable
 * Objects, the rate-limit counters that name the account, and the messages it sent the team from
 * its address. Runs every 15 minutes and takes
 * accounts deleted more than 23.5 hours ago, so every erasure lands within 24 hours.
 */
import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { database } from "../db/client";
import { countersNaming } from "../auth/rate-limit";
import { contactSubmissions, rateLimits, tutorConversations, users } from "../db/schema";
import { tutorConversationName } from "../tutor/tutor-conversation";

export const ERASE_AFTER_MS = 23.5 * 60 * 60 * 1000;
const BATCH = 50;

export async function eraseDeletedAccounts(env: Env, now = Date.now()): Promise<number> {
  const db = database(env.DB);
  const due = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, new Date(now - ERASE_AFTER_MS))))
    .limit(BATCH);
  for (const { id } of due) {
    const conversations = await db.select().from(tutorConversations).where(eq(tutorConversations.userId, id));
    await Promise.all(
      conversations.map((conversation) =>
        env.TUTOR.getByName(tutorConversationName(id, conversation.lessonId)).erase(),
      ),
    );
  }
  const ids = due.map((row) => row.id);
  if (ids.length > 0) {
    await db.batch([
      db.delete(tutorConversations).where(inArray(tutorConversations.userId, ids)),
      db.delete(contactSubmissions).where(inArray(contactSubmissions.email, due.map((account) => account.email))),
      ...due.map((account) => db.delete(rateLimits).where(countersNaming(account))),
      db.delete(users).where(inArray(users.id, ids)),
    ]);
  }
  return ids.length;
}
