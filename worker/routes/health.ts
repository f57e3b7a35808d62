/** GET /api/health: is the Worker up, and can it reach D1? Used by the /health page and monitors. */
import { count } from "drizzle-orm";
import { Hono } from "hono";
import type { Health } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { languages } from "../db/schema";

export const APP_VERSION = "0.1.0";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  let languageCount = 0;
  let database: Health["database"] = "reachable";
  try {
    const [row] = await c.var.db.select({ value: count() }).from(languages);
    languageCount = row?.value ?? 0;
  } catch (error) {
    console.error("health: D1 unreachable", error);
    database = "unreachable";
  }
  const health: Health = {
    status: database === "reachable" ? "ok" : "degraded",
    version: c.env.APP_VERSION ?? APP_VERSION,
    environment: c.env.ENVIRONMENT,
    database,
    languages: languageCount,
    time: new Date().toISOString(),
  };
  c.header("Cache-Control", "no-store");
  return c.json(health, database === "reachable" ? 200 : 503);
});
