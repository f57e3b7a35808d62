/**
 * TutorConversation: one Durable Object (SQLite storage) per learner and lesson. It will hold the
 * conversation history, the scratch pad and the websocket that streams the tutor's replies.
 *
 * The class, its binding and its name scheme exist now so that wrangler.toml, the Durable Object
 * migrations, the generated types and account erasure are final; the tutor itself is built by the
 * tutor issue.
 */
import { DurableObject } from "cloudflare:workers";

/** The object's name: one conversation per learner and lesson. */
export function tutorConversationName(userId: number, lessonId: string): string {
  return `${userId}:${lessonId}`;
}

export class TutorConversation extends DurableObject<Env> {
  /** Forgets the whole conversation (account erasure, "Reset conversation"). */
  async erase(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  override async fetch(): Promise<Response> {
    return Response.json({ message: "The tutor is not available yet" }, { status: 404 });
  }
}
