/**
 * TutorConversation: one Durable Object (SQLite storage) per learner and lesson. It will hold the
 * conversation history, the scratch pad and the websocket that streams the tutor's replies.
 *
 * The class and its binding exist now so that wrangler.toml, the migrations of Durable Object
 * classes and the generated types are final; the tutor itself is built by the tutor issue, and
 * until then nothing routes to this object.
 */
import { DurableObject } from "cloudflare:workers";

export class TutorConversation extends DurableObject<Env> {
  override async fetch(): Promise<Response> {
    return Response.json({ message: "The tutor is not available yet" }, { status: 404 });
  }
}
