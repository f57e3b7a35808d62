/**
 * The request guards every API call passes through (docs/product/operations.md): security headers on every
 * answer, and the Origin check that stops cross-site requests from changing anything.
 */
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env";
import { jsonError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** API answers are JSON, never documents: the tightest policy applies. */
const secureApiHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  xFrameOptions: "DENY",
  referrerPolicy: "no-referrer",
  crossOriginResourcePolicy: "same-origin",
});

/**
 * The API's headers, except that the one API answer that is a document (the development outbox's
 * mail page, worker/routes/dev-outbox.ts) keeps the policy it set for itself: the mail's inline
 * styles, and still no script.
 */
export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  let ownPolicy: string | null = null;
  await secureApiHeaders(c, async () => {
    await next();
    ownPolicy = c.res.headers.get("Content-Security-Policy");
  });
  if (ownPolicy) c.res.headers.set("Content-Security-Policy", ownPolicy);
});

/** Drops HSTS on plain http (local development), where browsers ignore it anyway. */
export const httpsOnlyHsts = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (new URL(c.req.url).protocol !== "https:") c.res.headers.delete("Strict-Transport-Security");
});

/**
 * State-changing requests must come from the app's own pages: their Origin must be this
 * request's own origin or APP_ORIGIN. A missing Origin is refused too; browsers always send
 * one with a cross-site or a fetch() POST, so only non-browser clients lack it, and they can set it.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const allowed = [new URL(c.req.url).origin, c.env.APP_ORIGIN];
  if (!origin || !allowed.includes(origin)) {
    return jsonError(c, 403, "Cross-site request refused");
  }
  return next();
});
