/**
 * The daily goal (decision 050): GET /api/goal?timeZone=… (today against the goal, in the learner's
 * stored zone, else the browser's) and PUT /api/goal (choose a goal; the zone is stored with it).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { DailyGoalBody } from "../../contract/schemas";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { users } from "../db/schema";
import { askedTimeZone } from "../http/time-zone";
import { jsonBody } from "../http/validate";
import { dailyGoalToday } from "../progress/daily-goal";

export const goalRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .get("/", async (c) => {
    const asked = askedTimeZone(c);
    const user = c.var.user;
    return c.json(await dailyGoalToday(c.var.db, user, user.timeZone ?? asked));
  })
  .put("/", jsonBody(DailyGoalBody), async (c) => {
    const { kind, amount, timeZone } = c.var.body;
    const [user] = await c.var.db.update(users).set({ dailyGoalKind: kind, dailyGoalAmount: amount, timeZone }).where(eq(users.id, c.var.user.id)).returning();
    return c.json(await dailyGoalToday(c.var.db, user!, timeZone));
  });
