import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminUser, Analytics, ContactSubmission } from "../../contract/wire";
import { adminAudit, contactSubmissions, lessonProgress, users } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";

let admin: string;
let learnerId: number;
beforeEach(async () => {
  admin = await signIn(DEMO.admin.username, DEMO.admin.password);
  learnerId = (await db().select().from(users).where(eq(users.username, "learner")))[0]!.id;
});

const ADMIN_CALLS: [string, string, unknown?][] = [
  ["GET", "/api/admin/analytics"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/contact-submissions"],
  ["POST", "/api/admin/make-admin", { userId: 1 }],
  ["POST", "/api/admin/update-subscription", { userId: 1, subscriptionTier: "pro", subscriptionExpiry: null }],
  ["POST", "/api/admin/contact-submissions/1/resolve", { notes: "x" }],
];

describe("admin calls", () => {
  it.each(ADMIN_CALLS)("%s %s refuses a learner (403) and a signed-out caller (401)", async (method, path, json) => {
    const learner = await signIn(DEMO.learner.username, DEMO.learner.password);
    const asLearner = await call(path, { method, json, cookie: learner });
    expect(asLearner.status).toBe(403);
    expect(await asLearner.json()).toEqual({ message: "You do not have admin privileges." });
    expect((await call(path, { method, json })).status).toBe(401);
    expect((await db().select().from(users).where(eq(users.id, learnerId)))[0]!.isAdmin).toBe(false);
  });

  it("count users, paying users, languages, lessons and completed lessons", async () => {
    await db().update(users).set({ subscriptionTier: "basic", subscriptionExpiry: new Date(Date.now() - 1000) }).where(eq(users.id, learnerId)); // expired: not paying
    await db().insert(lessonProgress).values({ userId: learnerId, lessonId: "de-lesson01", languageCode: "de", completed: true });
    const analytics = (await (await call("/api/admin/analytics", { cookie: admin })).json()) as Analytics;
    const lessons = (await db().select().from((await import("../db/schema")).lessons)).length;
    expect(analytics).toEqual({ userCount: 3, premiumUserCount: 1, languageCount: 7, lessonCount: lessons, completedLessonCount: 1 });
  });

  it("list users a page at a time with the total in X-Total-Count, and search them", async () => {
    const d = db();
    const [first, ...rest] = Array.from({ length: 30 }, (_, index) => d.insert(users).values({ username: `pupil${index}`, email: `pupil${index}@school.example` }));
    await d.batch([first!, ...rest]);
    const page = await call("/api/admin/users?page=2&pageSize=10", { cookie: admin });
    expect(page.headers.get("x-total-count")).toBe("33");
    const rows = (await page.json()) as AdminUser[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).not.toHaveProperty("passwordHash");
    const found = await call("/api/admin/users?search=PUPIL1", { cookie: admin });
    expect(found.headers.get("x-total-count")).toBe("11"); // pupil1, pupil10-19
    const byEmail = await call("/api/admin/users?search=pupil3%40", { cookie: admin });
    expect(byEmail.headers.get("x-total-count")).toBe("1");
    const none = await call("/api/admin/users?search=%25_", { cookie: admin });
    expect(none.headers.get("x-total-count")).toBe("0");
  });

  it("make a learner an admin, and write it to the audit table", async () => {
    const response = await call("/api/admin/make-admin", { cookie: admin, json: { userId: learnerId } });
    expect(response.status).toBe(200);
    expect((await db().select().from(users).where(eq(users.id, learnerId)))[0]!.isAdmin).toBe(true);
    const [entry] = await db().select().from(adminAudit);
    expect(entry).toMatchObject({ action: "make-admin", targetUserId: learnerId });
  });

  it("set a tier with an expiry or with none, and refuse bad ones", async () => {
    const dated = await call("/api/admin/update-subscription", { cookie: admin, json: { userId: learnerId, subscriptionTier: "premium", subscriptionExpiry: "2027-01-31T00:00:00.000Z" } });
    expect(dated.status).toBe(200);
    expect(await dated.json()).toEqual({ message: "Subscription updated to premium." });
    let [row] = await db().select().from(users).where(eq(users.id, learnerId));
    expect(row!.subscriptionExpiry?.toISOString()).toBe("2027-01-31T00:00:00.000Z");
    await call("/api/admin/update-subscription", { cookie: admin, json: { userId: learnerId, subscriptionTier: "pro", subscriptionExpiry: null } });
    [row] = await db().select().from(users).where(eq(users.id, learnerId));
    expect(row).toMatchObject({ subscriptionTier: "pro", subscriptionExpiry: null });

    for (const json of [
      { userId: learnerId, subscriptionTier: "gold", subscriptionExpiry: null },
      { userId: learnerId, subscriptionTier: "pro", subscriptionExpiry: "next week" },
      { userId: "1", subscriptionTier: "pro", subscriptionExpiry: null },
    ]) {
      expect((await call("/api/admin/update-subscription", { cookie: admin, json })).status).toBe(400);
    }
    expect((await call("/api/admin/update-subscription", { cookie: admin, json: { userId: 99999, subscriptionTier: "pro", subscriptionExpiry: null } })).status).toBe(404);
  });

  it("list contact submissions and resolve one with notes, harmlessly twice", async () => {
    const [submission] = await db()
      .insert(contactSubmissions)
      .values({ name: "Ana", email: "ana@example.com", category: "Bug", message: "The Kannada lesson does not load on my phone." })
      .returning();
    const list = (await (await call("/api/admin/contact-submissions", { cookie: admin })).json()) as ContactSubmission[];
    expect(list).toEqual([expect.objectContaining({ id: submission!.id, isResolved: false, notes: null, category: "Bug" })]);
    const path = `/api/admin/contact-submissions/${submission!.id}/resolve`;
    expect((await call(path, { cookie: admin, json: { notes: "Fixed in the next release." } })).status).toBe(200);
    expect((await call(path, { cookie: admin, json: {} })).status).toBe(200);
    const [row] = await db().select().from(contactSubmissions);
    expect(row).toMatchObject({ isResolved: true, notes: "Fixed in the next release." });
    expect((await call("/api/admin/contact-submissions/424242/resolve", { cookie: admin, json: {} })).status).toBe(404);
  });
});
