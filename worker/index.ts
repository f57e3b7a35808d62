/**
 * The Worker's entry: HTTP through the Hono app, the scheduled jobs, and the Durable Object classes.
 * Export nothing else from here: workerd refuses an entry module with other exports.
 */
import { app } from "./app";
import { eraseDeletedAccounts } from "./cleanup/erase-accounts";
import { NIGHTLY_CRON, runNightlyCleanup } from "./cleanup/nightly";

export { LiveSocket } from "./live/live-socket";
export { TutorConversation } from "./tutor/tutor-conversation";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Two triggers in wrangler.toml: the nightly sweep, and account erasure every 15 minutes.
    ctx.waitUntil(controller.cron === NIGHTLY_CRON ? runNightlyCleanup(env) : eraseDeletedAccounts(env).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
