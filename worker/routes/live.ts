/** /ws: hands the websocket to the LiveSocket Durable Object after checking where it comes from. */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http/errors";

export const liveRoutes = new Hono<AppEnv>().get("/", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    return jsonError(c, 426, "Expected a websocket upgrade");
  }
  // Browsers send Origin on websocket handshakes; refuse other sites (cross-site websocket hijacking).
  const origin = c.req.header("origin");
  if (origin && origin !== new URL(c.req.url).origin && origin !== c.env.APP_ORIGIN) {
    return jsonError(c, 403, "Cross-site request refused");
  }
  const live = c.env.LIVE.get(c.env.LIVE.idFromName("live"));
  return live.fetch(c.req.raw);
});
