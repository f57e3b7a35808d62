/**
 * The development app: the production app (worker/app.ts) with what only development, the local
 * preview, the journeys, the benchmarks and the Worker tests use, mounted where it was before:
 * - the D1 statement counter (`X-Count-D1-Queries`, decision 011),
 * - the latency model (`X-Latency-Model`, decision 025),
 * - the dev outbox (`/api/dev/outbox`, docs/product/operations.md),
 * - the app's origin followed to the dev server's port (`worker/http/dev-origin.ts`), for the links in mails.
 * Each still checks ENVIRONMENT as well. worker/dev-index.ts serves it; `npm run deploy` ships
 * worker/index.ts, which never imports this file, and `npm run check:worker` fails if any of it
 * reaches the production bundle (decision 045).
 */
import { createApp } from "./app";
import { countD1Queries } from "./db/query-count";
import { latencyModel } from "./edge/modelled-bindings";
import { followDevServerOrigin } from "./http/dev-origin";
import { devOutboxRoutes } from "./routes/dev-outbox";

export const devApp = createApp({
  middleware(app) {
    app.use("/api/*", countD1Queries).use(latencyModel).use(followDevServerOrigin);
  },
  routes(app) {
    app.route("/api/dev/outbox", devOutboxRoutes);
  },
});
