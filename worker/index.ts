/** The Worker's entry: HTTP through the Hono app, the nightly cron, and the Durable Object classes. */
import { app } from "./app";
import { eraseDeletedAccounts } from "./cleanup/erase-accounts";
import { runNightlyCleanup } from "./cleanup/nightly";

export { LiveSocket } from "./live/live-socket";
export { TutorConversation } from "./tutor/tutor-conversation";

export const NIGHTLY_CRON = "17 3 * * *";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Two triggers in wrangler.toml: the nightly sweep, and account erasure every 15 minutes.
    ctx.waitUntil(controller.cron === NIGHTLY_CRON ? runNightlyCleanup(env) : eraseDeletedAccounts(env).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
