/**
 * The Hono app: the shared request pipeline, then one route module per API area. `app` is what
 * `npm run deploy` ships (worker/index.ts); development, the preview and the tests run `devApp`
 * (worker/dev-app.ts), the same app with the benchmark middleware and the dev outbox put in. Nothing
 * here may import them: `npm run check:worker` fails when they reach the production bundle (decision 045).
 */
import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { requestDatabase } from "./edge/request-database";
import { handleError, jsonError } from "./http/errors";
import { dropUnreadBody } from "./http/request-body";
import { apiSecurityHeaders, httpsOnlyHsts, requireSameOrigin } from "./http/security";
import { adminRoutes } from "./routes/admin";
import { answerReportRoutes } from "./routes/answer-reports";
import { authRoutes } from "./routes/auth";
import { chatRoutes } from "./routes/chat";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { languageRoutes } from "./routes/languages";
import { lessonPageRoutes } from "./routes/lesson-page";
import { lessonRoutes } from "./routes/lessons";
import { pageRoutes } from "./routes/pages";
import { learnerPageRoutes } from "./routes/learner-pages";
import { liveRoutes } from "./routes/live";
import { progressRoutes } from "./routes/progress";
import { reviewRoutes } from "./routes/review";
import { streakRoutes } from "./routes/streak";
import { goalRoutes } from "./routes/goal";
import { placementRoutes } from "./routes/placement";
import { ttsRoutes } from "./routes/tts";

/** What a development entry adds to the app, each at its place in the pipeline (worker/dev-app.ts). */
export interface DevelopmentParts {
  /** Before anything reads `c.env.DB`: middleware that may swap the request's bindings. */
  middleware(app: Hono<AppEnv>): void;
  /** Among the API's routes. */
  routes(app: Hono<AppEnv>): void;
}

export function createApp(development?: DevelopmentParts) {
  const pipeline = new Hono<AppEnv>()
    // First, so that whichever step answers early, the body it left unread is dealt with.
    .use(dropUnreadBody)
    // The /ws handshake answer comes from the Durable Object with immutable headers, so only /api gets them.
    .use("/api/*", httpsOnlyHsts, apiSecurityHeaders);
  development?.middleware(pipeline);
  const routes = pipeline
    .use(requestDatabase)
    .use("/api/*", requireSameOrigin)
    .route("/api", authRoutes)
    .route("/api/health", healthRoutes);
  development?.routes(routes);
  const app = routes
    .route("/api/languages", languageRoutes)
    .route("/api/lessons", lessonRoutes)
    .route("/api/progress", progressRoutes)
    .route("/api/streak", streakRoutes)
    .route("/api/goal", goalRoutes)
    .route("/api/placement", placementRoutes)
    .route("/api/review", reviewRoutes)
    .route("/api/chat", chatRoutes)
    .route("/api/answer-reports", answerReportRoutes)
    .route("/api/tts", ttsRoutes)
    .route("/api/admin", adminRoutes)
    .route("/api/contact", contactRoutes)
    .route("/ws", liveRoutes)
    .route("/", lessonPageRoutes)
    .route("/", learnerPageRoutes)
    .route("/", pageRoutes);
  // Only API and socket paths are the Worker's own; any other path that reaches it is the app's page.
  app.notFound((c) => (/^\/(api|ws)(\/|$)/.test(c.req.path) ? jsonError(c, 404, "Not found") : c.env.ASSETS.fetch(c.req.raw)));
  app.onError(handleError);
  return app;
}

/** The production app. */
export const app = createApp();

/** Every route's path, method, body and answer, for the app's typed calls (frontend/lib/api-routes.ts); a type only. */
export type AppType = typeof app;
