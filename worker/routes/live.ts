/**
 * Websockets under /ws: the app's live socket (/ws, the visitor's own LiveSocket Durable Object) and
 * each tutor conversation's socket (/ws/tutor/{lessonId}, its TutorConversation). Both check the handshake first.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { clientIp } from "../auth/rate-limit";
import { jsonError } from "../http/errors";
import { liveSocketName } from "../live/live-socket";
import { openConversation } from "../tutor/conversations";
import { withSocketOwner } from "../tutor/socket-admission";

const websocketHandshake = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    return jsonError(c, 426, "Expected a websocket upgrade");
  }
  // Browsers send Origin on websocket handshakes; refuse other sites (cross-site websocket hijacking).
  const origin = c.req.header("origin");
  if (origin && origin !== new URL(c.req.url).origin && origin !== c.env.APP_ORIGIN) {
    return jsonError(c, 403, "Cross-site request refused");
  }
  return next();
});

export const liveRoutes = new Hono<AppEnv>()
  .get("/", websocketHandshake, async (c) => {
    return c.env.LIVE.getByName(liveSocketName(clientIp(c))).fetch(c.req.raw);
  })
  .get("/tutor/:lessonId", websocketHandshake, requireVerifiedUser, async (c) => {
    const { stub } = await openConversation(c.env, c.var.db, c.var.user, c.req.param("lessonId"), c.executionCtx);
    // The object checks this owner's session and limits on every frame.
    return stub.fetch(withSocketOwner(c.req.raw, { userId: c.var.user.id, sessionId: c.var.sessionId }));
  });
