/**
 * In development the app's origin is wherever the developer reached the dev server on this
 * machine: `PORT=5401 npm run dev` serves http://localhost:5401, so the verification, reset and
 * contact links in its mails must lead there, not to the default port. Production and tests keep
 * APP_ORIGIN; another host (a Host header naming some other site) never changes it.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { LOOPBACK_HOST } from "./loopback";

export function appOriginFor(env: { ENVIRONMENT: string; APP_ORIGIN: string }, requestUrl: string): string {
  const url = new URL(requestUrl);
  return env.ENVIRONMENT === "development" && LOOPBACK_HOST.test(url.hostname) ? url.origin : env.APP_ORIGIN;
}

export const followDevServerOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = appOriginFor(c.env, c.req.url);
  // A copy for this request only: the bindings object itself is shared.
  if (origin !== c.env.APP_ORIGIN) c.env = { ...c.env, APP_ORIGIN: origin };
  await next();
};
