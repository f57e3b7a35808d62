/**
 * The latency model applied to one request (development and tests only, on request, like the D1
 * statement count of decision 011): `X-Latency-Model: sydney` gives the request modelled D1, R2,
 * Durable Object and AI bindings that charge each round trip to a Tally, and the answer says what
 * it cost (`X-Modelled-Ms`, `X-Round-Trips`). `X-Latency-Model-Path: today` sends every read to the
 * primary and skips the session pass and the edge cache: the read path before decision 025, so the
 * benchmark can put both side by side. Production never wraps a binding.
 */
import { createMiddleware } from "hono/factory";
import { isDevelopment, type AppEnv } from "../app-env";
import { isRegionName, REGIONS, Tally, type TripKind } from "./latency-model";
import { modelledD1, Replication } from "./modelled-d1";

export const LATENCY_MODEL_HEADER = "X-Latency-Model";
export const LATENCY_MODEL_PATH_HEADER = "X-Latency-Model-Path";
export const MODELLED_MS_HEADER = "X-Modelled-Ms";
export const ROUND_TRIPS_BY_KIND_HEADER = "X-Round-Trips";

/** Each call of any method of `target` is one round trip of `kind`; `wrap` may wrap what it answers. */
export function charged<T extends object>(target: T, tally: Tally, kind: TripKind, wrap: (value: unknown) => unknown = (value) => value): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      // A stub answers every property; "then" must stay absent or awaiting the stub would call it.
      if (typeof value !== "function" || property === "then") return value;
      return (...args: unknown[]) => {
        tally.add(kind);
        return wrap(Reflect.apply(value, object, args));
      };
    },
  });
}

/** Durable Object namespaces hand out stubs without a round trip; calling a stub is one. */
function chargedNamespace<T extends object>(namespace: T, tally: Tally): T {
  return new Proxy(namespace, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const stub: unknown = Reflect.apply(value, object, args);
        return stub && typeof stub === "object" && property !== "idFromName" && property !== "newUniqueId" ? charged(stub, tally, "do") : stub;
      };
    },
  });
}

/** One per isolate: the benchmark's replica is the local database itself, always caught up. */
let benchReplication: Replication | undefined;

export const latencyModel = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header(LATENCY_MODEL_PATH_HEADER) === "today" && isDevelopment(c.env)) c.set("readPath", "primary-only");
  const region = c.req.header(LATENCY_MODEL_HEADER);
  if (!isDevelopment(c.env) || !isRegionName(region)) return next();
  const tally = new Tally(REGIONS[region]);
  benchReplication ??= new Replication(c.env.DB, undefined, 0, Date.now);
  c.set("tally", tally);
  c.env = {
    ...c.env,
    DB: modelledD1(benchReplication, tally),
    CONTENT: charged(c.env.CONTENT, tally, "r2"),
    TUTOR: chargedNamespace(c.env.TUTOR, tally),
    AI: charged(c.env.AI, tally, "ai"),
  };
  await next();
  if (c.res.webSocket) return;
  // Some answers (static assets, a Durable Object's) come with headers that cannot be changed.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set(MODELLED_MS_HEADER, String(tally.modelledMs));
  c.res.headers.set(ROUND_TRIPS_BY_KIND_HEADER, JSON.stringify(tally.trips));
});
