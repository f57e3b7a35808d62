/** Onboarding's placement (decision 051): GET /api/placement/:code (the sentences), POST /api/placement/:code (judge them, place the learner). */
import { Hono } from "hono";
import { PlacementBody } from "../../contract/schemas";
import type { AppEnv } from "../app-env";
import { requireVerifiedUser } from "../auth/guards";
import { LIMITS, limitByUser } from "../auth/rate-limit";
import { openLanguage } from "../lessons/lookup";
import { coloCacheFor } from "../edge/colo-cache";
import { jsonError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { placeLearner, placementItems } from "../progress/placement";

export const placementRoutes = new Hono<AppEnv>()
  .use(requireVerifiedUser)
  .get("/:code", async (c) => {
    const code = c.req.param("code");
    await openLanguage(c.var.db, coloCacheFor(c), code);
    return c.json(await placementItems(c.var.db, code));
  })
  .post("/:code", limitByUser(LIMITS.progressMinute, LIMITS.progressDay), jsonBody(PlacementBody), async (c) => {
    const code = c.req.param("code");
    await openLanguage(c.var.db, coloCacheFor(c), code);
    const placed = await placeLearner(c.var.db, c.var.user, code, c.var.body.answers);
    return placed ? c.json(placed) : jsonError(c, 404, "This language has no lessons yet.");
  });
