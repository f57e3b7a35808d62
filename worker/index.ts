/**
 * The Worker's entry as deployed: HTTP through the production Hono app, the scheduled jobs, and the
 * Durable Object classes. Development, the preview and the tests run worker/dev-index.ts instead.
 * Export nothing else from here: workerd refuses an entry module with other exports.
 */
import { app } from "./app";
import { scheduled } from "./scheduled";

export { LiveSocket } from "./live/live-socket";
export { TutorConversation } from "./tutor/tutor-conversation";

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
