/**
 * The development outbox (docs/product/operations.md): GET /api/dev/outbox?to=EMAIL lists that address's mails,
 * newest first; GET /api/dev/outbox/{id} shows one as a page (the `previewUrl`). 404 in production,
 * and in development 404 unless asked at a loopback host: it holds every account's reset links, so
 * a development build deployed by mistake must not give them to whoever asks.
 */
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { OutboxMail } from "../../contract/wire";
import { isDevelopment, type AppEnv } from "../app-env";
import { devOutbox } from "../db/schema";
import { jsonError } from "../http/errors";
import { LOOPBACK_HOST } from "../http/loopback";


/** Tests ask at their own made-up host; a development server only ever at the developer's machine. */
function outboxOpen(env: AppEnv["Bindings"], url: string): boolean {
  if (env.ENVIRONMENT === "test") return true;
  return isDevelopment(env) && LOOPBACK_HOST.test(new URL(url).hostname);
}

const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!outboxOpen(c.env, c.req.url)) return jsonError(c, 404, "Not found");
  return next();
});

function toView(row: typeof devOutbox.$inferSelect): OutboxMail {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export const devOutboxRoutes = new Hono<AppEnv>()
  .use(developmentOnly)
  .get("/", async (c) => {
    const to = c.req.query("to")?.trim().toLowerCase();
    if (!to) return jsonError(c, 400, "Add ?to=EMAIL to list that address's mail", { field: "to" });
    const rows = await c.var.db.select().from(devOutbox).where(eq(devOutbox.to, to)).orderBy(desc(devOutbox.id)).limit(50);
    return c.json(rows.map(toView));
  })
  .get("/:id{[0-9]+}", async (c) => {
    const [mail] = await c.var.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.id, Number(c.req.param("id")))))
      .limit(1);
    if (!mail) return jsonError(c, 404, "No such mail");
    // The mail's own HTML, shown as the recipient would see it; it may not run scripts.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
    return c.html(mail.html);
  });
