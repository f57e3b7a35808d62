/**
 * The Worker's entry in development (`npm run dev`), the local preview build (`--mode offline`) and
 * the Worker tests: worker/index.ts with the development app (worker/dev-app.ts). Never deployed:
 * wrangler.toml's `main` stays worker/index.ts (decision 045).
 * Export nothing else from here: workerd refuses an entry module with other exports.
 */
import { devApp } from "./dev-app";
import { scheduled } from "./scheduled";

export { LiveSocket } from "./live/live-socket";
export { TutorConversation } from "./tutor/tutor-conversation";

export default { fetch: devApp.fetch, scheduled } satisfies ExportedHandler<Env>;
