import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminLessonDetail, AdminLessonRow, LessonDraftContent, LessonPreview } from "../../contract/lesson-authoring";
import type { ChatReply, Lesson } from "../../contract/wire";
import { adminAudit, lessons } from "../db/schema";
import { call, db, DEMO, signIn } from "../test/client";

let admin: string;
beforeEach(async () => {
  admin = await signIn(DEMO.admin.username, DEMO.admin.password);
});

const LESSON = "/api/admin/lessons/de-lesson02";
const VARIANT = "Kreativ bin ich.";

async function detail(path = LESSON): Promise<AdminLessonDetail> {
  const response = await call(path, { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminLessonDetail;
}

function withVariant(lesson: LessonDraftContent): LessonDraftContent {
  const exercises = structuredClone(lesson.exercises);
  exercises[0]!.answers.push(VARIANT);
  return { ...lesson, exercises };
}

const save = (lesson: LessonDraftContent, revision: number | null, cookie = admin, path = LESSON) => call(`${path}/draft`, { method: "PUT", cookie, json: { revision, lesson } });

/** The learner's first sentence of German lesson 2 in a fresh conversation: which sentence the tutor asks next. */
async function tutorTakes(cookie: string, text: string): Promise<number | undefined> {
  await call("/api/chat/history/de-lesson02/reset", { cookie, method: "DELETE" });
  const response = await call("/api/chat", { cookie, json: { lessonId: "de-lesson02", conversation: [{ role: "user", content: text }], scratchPad: {} } });
  expect(response.status).toBe(200);
  return ((await response.json()) as ChatReply).place?.number;
}

const ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/lessons?language=de"],
  ["POST", "/api/admin/lessons", { languageCode: "de", title: "New" }],
  ["POST", "/api/admin/lessons/preview", { languageCode: "de", lesson: { title: "", slug: "", structures: [], exercises: [], markdown: "" } }],
  ["GET", LESSON],
  ["PUT", `${LESSON}/draft`, { revision: null, lesson: { title: "", slug: "", structures: [], exercises: [], markdown: "" } }],
  ["POST", `${LESSON}/discard`, { revision: 1 }],
  ["POST", `${LESSON}/publish`, { revision: 1 }],
  ["POST", `${LESSON}/rollback`, { version: 1, currentVersion: 2 }],
  ["POST", `${LESSON}/move-up`, { version: 0, previousVersion: 0 }],
];

describe("lesson authoring", () => {
  it.each(ROUTES)("%s %s answers 403 to a learner and 401 to a stranger, and changes nothing", async (method, path, json) => {
    const learner = await signIn(DEMO.premium.username, DEMO.premium.password);
    const asLearner = await call(path, { method, json, cookie: learner });
    expect(asLearner.status).toBe(403);
    expect(await asLearner.json()).toEqual({ message: "You do not have admin privileges." });
    expect((await call(path, { method, json })).status).toBe(401);
    expect(await db().select().from(adminAudit)).toEqual([]);
  });

  it("refuses a change without the app's Origin (CSRF)", async () => {
    const response = await call(`${LESSON}/publish`, { json: { revision: 1 }, cookie: admin, origin: "http://evil.example" });
    expect(response.status).toBe(403);
  });

  it("lists a language's lessons in order with their state, and marks one with unpublished edits as changed", async () => {
    const before = (await (await call("/api/admin/lessons?language=de", { cookie: admin })).json()) as AdminLessonRow[];
    expect(before.map((row) => row.number)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(before.map((row) => row.state))).toEqual(new Set(["published"]));
    const { published } = await detail();
    expect((await save(withVariant(published!), null)).status).toBe(200);
    const after = (await (await call("/api/admin/lessons?language=de", { cookie: admin })).json()) as AdminLessonRow[];
    expect(after[1]).toMatchObject({ lessonId: "de-lesson02", state: "changed", changedBy: "admin" });
    expect((await call("/api/admin/lessons?language=xx1", { cookie: admin })).status).toBe(400);
  });

  it("publishes a fixed answer: the learner's variant now passes in the tutor; the old version stays and one action rolls it back", async () => {
    const learner = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect(await tutorTakes(learner, VARIANT)).toBe(1);
    const { published } = await detail();
    expect(published!.version).toBe(0);
    const saved = (await (await save(withVariant(published!), null)).json()) as AdminLessonDetail;
    // A draft changes nothing learners see.
    expect(await tutorTakes(learner, VARIANT)).toBe(1);

    const publish = await call(`${LESSON}/publish`, { cookie: admin, json: { revision: saved.draft!.revision } });
    expect(publish.status).toBe(200);
    expect(await tutorTakes(learner, VARIANT)).toBe(2);
    const live = await detail();
    expect(live.draft).toBeNull();
    expect(live.published!.version).toBe(2);
    expect(live.versions.map((row) => [row.version, row.publishedBy])).toEqual([[2, "admin"], [1, null]]);

    const rollback = await call(`${LESSON}/rollback`, { cookie: admin, json: { version: 1, currentVersion: 2 } });
    expect(rollback.status).toBe(200);
    expect(await tutorTakes(learner, VARIANT)).toBe(1);
    const back = await detail();
    expect(back.published!.exercises[0]!.answers).toEqual(published!.exercises[0]!.answers);
    expect(back.published!.markdown).toBe(published!.markdown);
    expect(back.versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });

    const actions = (await db().select().from(adminAudit)).map((row) => row.action);
    expect(actions).toEqual(["lesson-draft-save", "lesson-publish", "lesson-rollback"]);
    // A stale rollback (someone published meanwhile) is refused.
    expect((await call(`${LESSON}/rollback`, { cookie: admin, json: { version: 2, currentVersion: 2 } })).status).toBe(409);
  });

  it("answers 409 with what changed when a second admin saves over a newer draft, and writes nothing", async () => {
    const { published } = await detail();
    const first = (await (await save(withVariant(published!), null)).json()) as AdminLessonDetail;
    const renamed = { ...withVariant(published!), title: "I Am, You Are, We Are" };
    expect((await save(renamed, first.draft!.revision)).status).toBe(200);
    // The second admin still holds revision 1 and changes the hint of exercise 3.
    const stale = structuredClone(withVariant(published!));
    stale.exercises[2]!.hint = "Another hint.";
    const conflict = await save(stale, first.draft!.revision);
    expect(conflict.status).toBe(409);
    const body = (await conflict.json()) as { message: string; changedFields: string[]; changedBy: string };
    expect(body.message).toMatch(/Someone else saved this lesson/);
    expect(body.changedFields).toEqual(["title", "exercises.2"]);
    expect(body.changedBy).toBe("admin");
    expect((await detail()).draft!.title).toBe("I Am, You Are, We Are");
    // Publishing an old revision is refused too.
    expect((await call(`${LESSON}/publish`, { cookie: admin, json: { revision: 1 } })).status).toBe(409);
  });

  it("refuses to publish a lesson that breaks the rules, naming the fields", async () => {
    const { published } = await detail();
    const broken = structuredClone(published!);
    broken.exercises[0]!.answers = ["Ich bin kreativ.", "Ich [bin kreativ."];
    broken.exercises[3]!.prompt = broken.exercises[1]!.prompt;
    broken.exercises = broken.exercises.slice(0, 7).concat(broken.exercises.slice(0, 0));
    const saved = (await (await save(broken, null)).json()) as AdminLessonDetail;
    const response = await call(`${LESSON}/publish`, { cookie: admin, json: { revision: saved.draft!.revision } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; problems: { field: string; message: string }[] };
    expect(body.message).toMatch(/cannot be published/);
    expect(body.problems).toContainEqual({ field: "exercises.0.answers.1", message: expect.stringMatching(/never closed/) });
    const given = structuredClone(published!);
    given.exercises[0]!.example.answer = given.exercises[1]!.answers[0]!;
    given.exercises[3]!.prompt = given.exercises[1]!.prompt;
    given.exercises = given.exercises.slice(0, 7);
    const preview = (await (await call("/api/admin/lessons/preview", { cookie: admin, json: { languageCode: "de", lesson: given } })).json()) as LessonPreview;
    expect(preview.problems).toEqual(
      expect.arrayContaining([
        { field: "exercises", message: "a lesson has 8–15 exercises (this one has 7)" },
        { field: "exercises.3.prompt", message: "the same prompt as exercise 2" },
        { field: "exercises.0.example.answer", message: "the worked example gives away the answer of exercise 2" },
      ]),
    );
    expect((await detail()).published!.version).toBe(0);
  });

  it("answers bad input with a clear 4xx", async () => {
    expect((await save({ title: 5 } as never, null)).status).toBe(400);
    expect((await call("/api/admin/lessons/de-lesson99/draft", { method: "PUT", cookie: admin, json: { revision: null, lesson: { title: "", slug: "", structures: [], exercises: [], markdown: "" } } })).status).toBe(404);
    expect((await call("/api/admin/lessons/nonsense", { cookie: admin })).status).toBe(404);
    expect((await call(`${LESSON}/publish`, { cookie: admin, json: { revision: 1 } })).status).toBe(404);
    expect((await call(`${LESSON}/rollback`, { cookie: admin, json: { version: 7, currentVersion: 0 } })).status).toBe(404);
    expect((await call("/api/admin/lessons", { cookie: admin, json: { languageCode: "xx", title: "New" } })).status).toBe(404);
  });

  it("shows the rendered text, each answer through the checker and what the tutor says to a tried sentence", async () => {
    const { published } = await detail();
    const lesson = { ...published!, markdown: "# Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))" };
    const response = await call("/api/admin/lessons/preview", { cookie: admin, json: { languageCode: "de", lesson, trials: [{ exercise: 0, answer: "Ich bin kreatif." }, { exercise: 1, answer: "Du bist naiv." }] } });
    const preview = (await response.json()) as LessonPreview;
    expect(preview.html).toContain("<h1");
    expect(preview.html).not.toMatch(/<script|href="javascript:/);
    // As learners get it: the answer to a question waits behind its reveal, said in the lesson's language.
    const asked = await (await call("/api/admin/lessons/preview", { cookie: admin, json: { languageCode: "de", lesson: { ...published!, markdown: "How would you say *I am creative*?\n\n**Ich bin kreativ.**\n" }, trials: [] } })).json() as LessonPreview;
    expect(asked.html).toContain('<details class="lesson-answer"');
    expect(asked.html).toContain('lang="de-DE"');
    expect(preview.exercises[0]!.answers).toEqual([{ answer: "Ich bin kreativ.", accepted: true }]);
    expect(preview.exercises[0]!.trial).toMatchObject({ verdict: "correct" });
    expect(preview.exercises[1]!.trial!.verdict).toBe("wrong");
    expect(preview.exercises[1]!.trial!.reply.length).toBeGreaterThan(10);
    expect(preview.problems).toContainEqual({ field: "markdown", message: "the lesson text needs at least 200 characters" });
  });
});

describe("a new lesson", () => {
  it("is a draft learners do not see, then published for premium learners only", async () => {
    const created = await call("/api/admin/lessons", { cookie: admin, json: { languageCode: "de", title: "At the Station" } });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as AdminLessonDetail;
    expect(draft).toMatchObject({ lessonId: "de-lesson21", number: 21, published: null });
    const premium = await signIn(DEMO.premium.username, DEMO.premium.password);
    expect((await call("/api/lessons/de-lesson21", { cookie: premium })).status).toBe(404);
    const listed = async () => ((await (await call("/api/languages/de/lessons", { cookie: premium })).json()) as { number: number }[]).length;
    expect(await listed()).toBe(20);

    // Lesson 2's content under a new title, so it meets the rules.
    const { published } = await detail();
    const content = { ...published!, title: "At the Station", slug: "at-the-station" };
    const saved = (await (await save(content, draft.draft!.revision, admin, "/api/admin/lessons/de-lesson21")).json()) as AdminLessonDetail;
    expect((await call("/api/lessons/de-lesson21", { cookie: premium })).status).toBe(404);
    const publish = await call("/api/admin/lessons/de-lesson21/publish", { cookie: admin, json: { revision: saved.draft!.revision } });
    expect(publish.status).toBe(200);
    const lesson = await call("/api/lessons/de-lesson21", { cookie: premium });
    expect(lesson.status).toBe(200);
    expect(((await lesson.json()) as Lesson).title).toBe("At the Station");
    expect(await listed()).toBe(21);
    const learner = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect((await call("/api/lessons/de-lesson21", { cookie: learner })).status).toBe(402);
  });
});

describe("moving a lesson up", () => {
  it("swaps what the two places hold in one step, keeps both histories, and refuses a stale or drafted move", async () => {
    const premium = await signIn(DEMO.premium.username, DEMO.premium.password);
    const title = async (id: string) => ((await (await call(`/api/lessons/${id}`, { cookie: premium })).json()) as Lesson).title;
    const [second, third] = [await title("de-lesson02"), await title("de-lesson03")];
    expect((await call("/api/admin/lessons/de-lesson03/move-up", { cookie: admin, json: { version: 1, previousVersion: 0 } })).status).toBe(409);
    const moved = await call("/api/admin/lessons/de-lesson03/move-up", { cookie: admin, json: { version: 0, previousVersion: 0 } });
    expect(moved.status).toBe(200);
    expect([await title("de-lesson02"), await title("de-lesson03")]).toEqual([third, second]);
    const lesson2 = await detail();
    expect(lesson2.versions.map((row) => row.version)).toEqual([2, 1]);
    expect(lesson2.published!.markdown).toMatch(new RegExp(`^# ${third}`));
    // One rollback puts place 2 back.
    expect((await call(`${LESSON}/rollback`, { cookie: admin, json: { version: 1, currentVersion: 2 } })).status).toBe(200);
    expect(await title("de-lesson02")).toBe(second);
    const { published } = await detail();
    await save(withVariant(published!), null);
    const drafted = await call("/api/admin/lessons/de-lesson03/move-up", { cookie: admin, json: { version: 2, previousVersion: 3 } });
    expect(drafted.status).toBe(409);
    expect(((await drafted.json()) as { message: string }).message).toMatch(/Lesson 2 has a draft/);
    expect((await call("/api/admin/lessons/de-lesson01/move-up", { cookie: admin, json: { version: 0, previousVersion: 0 } })).status).toBe(400);
  });
});

describe("seeding again", () => {
  it("leaves a lesson an admin published as they published it", async () => {
    const { published } = await detail();
    const saved = (await (await save(withVariant(published!), null)).json()) as AdminLessonDetail;
    await call(`${LESSON}/publish`, { cookie: admin, json: { revision: saved.draft!.revision } });
    const { seedContent } = await import("../db/seed");
    const content = JSON.parse((env as unknown as { TEST_CONTENT: string }).TEST_CONTENT);
    await seedContent(env.DB, env.CONTENT, content);
    const [row] = await db().select().from(lessons).where(eq(lessons.id, "de-lesson02"));
    expect((row!.exercises as { answers: string[] }[])[0]!.answers).toContain(VARIANT);
  });
});
