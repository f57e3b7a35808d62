/** The Worker's entry: HTTP through the Hono app, the nightly cron, and the Durable Object classes. */
import { app } from "./app";
import { runNightlyCleanup } from "./cleanup/nightly";

export { LiveSocket } from "./live/live-socket";
export { TutorConversation } from "./tutor/tutor-conversation";

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runNightlyCleanup(env));
  },
} satisfies ExportedHandler<Env>;
