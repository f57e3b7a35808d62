/** The Hono app: the shared request pipeline, then one route module per API area. */
import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { countD1Queries } from "./db/query-count";
import { latencyModel } from "./edge/modelled-bindings";
import { requestDatabase } from "./edge/request-database";
import { handleError, jsonError } from "./http/errors";
import { followDevServerOrigin } from "./http/dev-origin";
import { dropUnreadBody } from "./http/request-body";
import { apiSecurityHeaders, httpsOnlyHsts, requireSameOrigin } from "./http/security";
import { adminRoutes } from "./routes/admin";
import { answerReportRoutes } from "./routes/answer-reports";
import { authRoutes } from "./routes/auth";
import { chatRoutes } from "./routes/chat";
import { contactRoutes } from "./routes/contact";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { healthRoutes } from "./routes/health";
import { languageRoutes } from "./routes/languages";
import { lessonPageRoutes } from "./routes/lesson-page";
import { lessonRoutes } from "./routes/lessons";
import { pageRoutes } from "./routes/pages";
import { liveRoutes } from "./routes/live";
import { progressRoutes } from "./routes/progress";
import { reviewRoutes } from "./routes/review";
import { streakRoutes } from "./routes/streak";
import { ttsRoutes } from "./routes/tts";

export const app = new Hono<AppEnv>()
  // First, so that whichever step answers early, the body it left unread is dealt with.
  .use(dropUnreadBody)
  // The /ws handshake answer comes from the Durable Object with immutable headers, so only /api gets them.
  .use("/api/*", httpsOnlyHsts, apiSecurityHeaders)
  // Development and tests only, on request: how many D1 statements the answer took (decision 011).
  .use("/api/*", countD1Queries)
  // Development and tests only, on request: the latency model's bindings (decision 025).
  .use(latencyModel)
  .use(requestDatabase)
  .use(followDevServerOrigin)
  .use("/api/*", requireSameOrigin)
  .route("/api", authRoutes)
  .route("/api/health", healthRoutes)
  .route("/api/dev/outbox", devOutboxRoutes)
  .route("/api/languages", languageRoutes)
  .route("/api/lessons", lessonRoutes)
  .route("/api/progress", progressRoutes)
  .route("/api/streak", streakRoutes)
  .route("/api/review", reviewRoutes)
  .route("/api/chat", chatRoutes)
  .route("/api/answer-reports", answerReportRoutes)
  .route("/api/tts", ttsRoutes)
  .route("/api/admin", adminRoutes)
  .route("/api/contact", contactRoutes)
  .route("/ws", liveRoutes)
  .route("/", lessonPageRoutes)
  .route("/", pageRoutes);

/** Every route's path, method, body and answer, for the app's typed calls (frontend/lib/api-routes.ts); a type only. */
export type AppType = typeof app;

// Only API and socket paths are the Worker's own; any other path that reaches it is the app's page.
app.notFound((c) => (/^\/(api|ws)(\/|$)/.test(c.req.path) ? jsonError(c, 404, "Not found") : c.env.ASSETS.fetch(c.req.raw)));
app.onError(handleError);
