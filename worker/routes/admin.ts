/** The admin dashboard's calls: admins only (403 otherwise), every change written to the audit table. */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ADMIN_PAGE_SIZE, PAID_TIERS } from "../../contract/constants";
import { MakeAdminBody, ResolveSubmissionBody, UpdateSubscriptionBody } from "../../contract/schemas";
import type { AdminUser, Analytics, ContactSubmission, MessageResponse } from "../../contract/wire";
import type { AppEnv } from "../app-env";
import { requireAdmin } from "../auth/guards";
import { toUserView } from "../auth/user-view";
import type { Database } from "../db/client";
import { adminAudit, contactSubmissions, users } from "../db/schema";
import { jsonError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { endLockedTutorSockets } from "../tutor/end-sockets";
import { adminAnswerReportRoutes } from "./admin-answer-reports";
import { adminLessonRoutes } from "./admin-lessons";

function audit(db: Database, adminId: number, action: string, targetUserId: number | null, detail: Record<string, unknown>) {
  return db.insert(adminAudit).values({ adminId, action, targetUserId, detail });
}

function pageParam(value: string | undefined, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

async function liveUser(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  return user;
}

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route("/lessons", adminLessonRoutes)
  .route("/answer-reports", adminAnswerReportRoutes)
  .get("/analytics", async (c) => {
    // One round trip for all five counts.
    const paid = PAID_TIERS.map((tier) => `'${tier}'`).join(", ");
    const row = await c.env.DB.prepare(
      `SELECT
         (SELECT count(*) FROM users WHERE deleted_at IS NULL) AS userCount,
         (SELECT count(*) FROM users WHERE deleted_at IS NULL AND subscription_tier IN (${paid})
            AND (subscription_expiry IS NULL OR subscription_expiry > ?)) AS premiumUserCount,
         (SELECT count(*) FROM languages) AS languageCount,
         (SELECT count(*) FROM lessons) AS lessonCount,
         (SELECT count(*) FROM lesson_progress WHERE completed = 1) AS completedLessonCount`,
    )
      .bind(Date.now())
      .first<Analytics>();
    return c.json(row satisfies Analytics | null);
  })
  .get("/users", async (c) => {
    const search = c.req.query("search")?.trim().toLowerCase().slice(0, 100) ?? "";
    const page = pageParam(c.req.query("page"), 1, 100_000);
    const pageSize = pageParam(c.req.query("pageSize"), ADMIN_PAGE_SIZE.default, ADMIN_PAGE_SIZE.max);
    // A prefix of the username or the email, as ranges the two unique indexes answer at once,
    // so search stays fast with 100,000 learners.
    const end = `${search}\u{10FFFF}`;
    const matches = and(
      isNull(users.deletedAt),
      search
        ? or(
            and(sql`lower(${users.username}) >= ${search}`, sql`lower(${users.username}) < ${end}`),
            and(sql`${users.email} >= ${search}`, sql`${users.email} < ${end}`),
          )
        : undefined,
    );
    const db = c.var.db;
    const [rows, [total]] = await db.batch([
      db.select().from(users).where(matches).orderBy(desc(users.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ count: sql<number>`count(*)` }).from(users).where(matches),
    ]);
    c.header("X-Total-Count", String(total?.count ?? 0));
    return c.json(rows.map((row): AdminUser => ({ ...toUserView(row), createdAt: row.createdAt.toISOString() })));
  })
  .post("/make-admin", jsonBody(MakeAdminBody), async (c) => {
    const { userId } = c.var.body;
    const db = c.var.db;
    if (!(await liveUser(db, userId))) return jsonError(c, 404, "User not found");
    await db.batch([db.update(users).set({ isAdmin: true }).where(eq(users.id, userId)), audit(db, c.var.user.id, "make-admin", userId, {})]);
    return c.json({ message: "User has been granted admin privileges." } satisfies MessageResponse);
  })
  .post("/update-subscription", jsonBody(UpdateSubscriptionBody), async (c) => {
    const { userId, subscriptionTier, subscriptionExpiry } = c.var.body;
    const db = c.var.db;
    if (!(await liveUser(db, userId))) return jsonError(c, 404, "User not found");
    const expiry = subscriptionExpiry ? new Date(subscriptionExpiry) : null;
    await db.batch([
      db.update(users).set({ subscriptionTier, subscriptionExpiry: expiry }).where(eq(users.id, userId)),
      audit(db, c.var.user.id, "update-subscription", userId, { subscriptionTier, subscriptionExpiry: expiry?.toISOString() ?? null }),
    ]);
    endLockedTutorSockets(c, { id: userId, subscriptionTier, subscriptionExpiry: expiry });
    return c.json({ message: `Subscription updated to ${subscriptionTier}.` } satisfies MessageResponse);
  })
  .get("/contact-submissions", async (c) => {
    const rows = await c.var.db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.id)).limit(500);
    return c.json(
      rows.map(
        (row): ContactSubmission => ({
          id: row.id,
          name: row.name,
          email: row.email,
          category: row.category,
          message: row.message,
          company: "",
          createdAt: row.createdAt.toISOString(),
          isResolved: row.isResolved,
          notes: row.notes,
        }),
      ),
    );
  })
  .post("/contact-submissions/:id{[0-9]+}/resolve", jsonBody(ResolveSubmissionBody), async (c) => {
    const id = Number(c.req.param("id"));
    const db = c.var.db;
    const notes = c.var.body.notes || null;
    const [updated] = await db
      .update(contactSubmissions)
      .set({ isResolved: true, notes: sql`coalesce(${notes}, ${contactSubmissions.notes})`, resolvedAt: sql`coalesce(${contactSubmissions.resolvedAt}, ${Date.now()})`, resolvedBy: c.var.user.id })
      .where(eq(contactSubmissions.id, id))
      .returning({ id: contactSubmissions.id });
    if (!updated) return jsonError(c, 404, "Submission not found");
    await audit(db, c.var.user.id, "resolve-contact", null, { submissionId: id, notes });
    return c.json({ message: "Submission resolved." } satisfies MessageResponse);
  });
