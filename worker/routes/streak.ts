/** The learner's streak (days with a completed lesson or a review answer): GET /api/streak?timeZone=…, hiding it, and starting it again. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { StreakVisibilityBody } from "../../contract/schemas";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { users } from "../db/schema";
import { askedTimeZone } from "../http/time-zone";
import { jsonBody } from "../http/validate";
import { streakSummary } from "../progress/streak-summary";

export const streakRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .get("/", async (c) => c.json(await streakSummary(c.var.db, c.var.user, askedTimeZone(c))))
  .post("/visibility", jsonBody(StreakVisibilityBody), async (c) => {
    await c.var.db.update(users).set({ streakHidden: c.var.body.hidden }).where(eq(users.id, c.var.user.id));
    return c.json({ hidden: c.var.body.hidden });
  })
  .post("/reset", async (c) => {
    const resetAt = new Date();
    await c.var.db.update(users).set({ streakResetAt: resetAt }).where(eq(users.id, c.var.user.id));
    return c.json({ resetAt: resetAt.toISOString() });
  });
