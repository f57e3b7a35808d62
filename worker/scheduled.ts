/** The scheduled jobs, the same in every entry (worker/index.ts, worker/dev-index.ts). */
import { eraseDeletedAccounts } from "./cleanup/erase-accounts";
import { NIGHTLY_CRON, runNightlyCleanup } from "./cleanup/nightly";

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env, ctx) => {
  // Two triggers in wrangler.toml: the nightly sweep, and account erasure every 15 minutes.
  ctx.waitUntil(controller.cron === NIGHTLY_CRON ? runNightlyCleanup(env) : eraseDeletedAccounts(env).then(() => undefined));
};
