import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import type { AnswerReportQueue, AnswerReportResult, ChatInitResponse, ChatMessage, ChatReply } from "../../contract/wire";
import { adminAudit, answerOpinions, answerReports, lessons, reviewCards, reviewLogs, users } from "../db/schema";
import { recordTutorOutcome } from "../review/tutor-outcome";
import { call, db, DEMO, signIn } from "../test/client";

const LESSON = "de-lesson02";
const EXERCISE = 2; // "You are very active."
const VARIANT = "Du bist echt aktiv.";
const REASON = "Ihr is for several people; the prompt speaks to one.";

let learner: string;
let premium: string;
let admin: string;
beforeEach(async () => {
  [learner, premium, admin] = await Promise.all([signIn(DEMO.learner.username, DEMO.learner.password), signIn(DEMO.premium.username, DEMO.premium.password), signIn(DEMO.admin.username, DEMO.admin.password)]);
});

const report = (cookie: string | undefined, json: unknown) => call("/api/answer-reports", { cookie, json });
const reportVariant = (cookie: string, answer = VARIANT) => report(cookie, { lessonId: LESSON, exerciseIndex: EXERCISE, answer });

async function queue(): Promise<AnswerReportQueue> {
  const response = await call("/api/admin/answer-reports", { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as AnswerReportQueue;
}

async function userId(username: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** What the tutor says first when the learner opens the lesson's chat: the history after init. */
async function openChat(cookie: string): Promise<string[]> {
  const init = (await (await call("/api/chat/init", { cookie, json: { lessonId: LESSON } })).json()) as ChatInitResponse;
  if (!init.hasExistingHistory) return [init.response];
  const history = (await (await call(`/api/chat/history/${LESSON}`, { cookie })).json()) as ChatMessage[];
  return history.map((message) => message.content);
}

/** The learner's sentence for the third sentence of the lesson, in a conversation placed there. */
async function tryThird(cookie: string, text: string): Promise<ChatReply> {
  await call(`/api/chat/history/${LESSON}/reset`, { cookie, method: "DELETE" });
  const exercises = (await db().select({ exercises: lessons.exercises }).from(lessons).where(eq(lessons.id, LESSON)))[0]!.exercises as Exercise[];
  let reply: ChatReply | undefined;
  for (const sentence of [exercises[0]!.answers[0]!, exercises[1]!.answers[0]!, text]) {
    const response = await call("/api/chat", { cookie, json: { lessonId: LESSON, conversation: [{ role: "user", content: sentence }] } });
    expect(response.status).toBe(200);
    reply = (await response.json()) as ChatReply;
  }
  return reply!;
}

describe("a learner's report: “My answer should be accepted”", () => {
  it("is kept once per learner and sentence, whatever the case, punctuation and spacing", async () => {
    const first = await reportVariant(learner);
    expect(first.status).toBe(201);
    expect(((await first.json()) as AnswerReportResult).duplicate).toBe(false);
    const again = await reportVariant(learner, "  du bist   echt aktiv ");
    expect(again.status).toBe(200);
    expect((await again.json()) as AnswerReportResult).toEqual({ message: "You have reported this answer already. A teacher will look at it.", duplicate: true });
    expect(await db().select().from(answerReports)).toHaveLength(1);
  });

  it.each([
    ["no answer", { lessonId: LESSON, exerciseIndex: EXERCISE }, 400],
    ["an empty answer", { lessonId: LESSON, exerciseIndex: EXERCISE, answer: "   " }, 400],
    ["an answer of punctuation only", { lessonId: LESSON, exerciseIndex: EXERCISE, answer: "?!" }, 400],
    ["a negative place", { lessonId: LESSON, exerciseIndex: -1, answer: VARIANT }, 400],
    ["a place the lesson does not have", { lessonId: LESSON, exerciseIndex: 60, answer: VARIANT }, 400],
    ["a place as text", { lessonId: LESSON, exerciseIndex: "2", answer: VARIANT }, 400],
    ["an answer too long", { lessonId: LESSON, exerciseIndex: EXERCISE, answer: "a".repeat(401) }, 400],
    ["a lesson that does not exist", { lessonId: "de-lesson99", exerciseIndex: 0, answer: VARIANT }, 404],
    ["a lesson behind the paywall", { lessonId: "de-lesson05", exerciseIndex: 0, answer: VARIANT }, 402],
  ])("%s answers %s with a message and keeps nothing", async (_, json, status) => {
    const response = await report(learner, json);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    expect(await db().select().from(answerReports)).toEqual([]);
  });

  it("is refused for an answer the exercise accepts already, and for a stranger", async () => {
    const accepted = await reportVariant(learner, "Du bist sehr aktiv.");
    expect(accepted.status).toBe(409);
    expect(await accepted.json()).toEqual({ message: "This answer is accepted already: send it to the tutor again." });
    expect((await report(undefined, { lessonId: LESSON, exerciseIndex: EXERCISE, answer: VARIANT })).status).toBe(401);
  });

  it("is rate limited per learner: 20 an hour", async () => {
    for (let index = 0; index < 20; index++) expect((await reportVariant(learner, `Du bist echt aktiv ${"!".repeat(index)} ${index}`)).status).toBe(201);
    const over = await reportVariant(learner, "Du bist so aktiv.");
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Another learner is not held up by it.
    expect((await reportVariant(premium)).status).toBe(201);
  });
});

describe("the admin queue under Admin → Lessons", () => {
  it.each([
    ["GET", "/api/admin/answer-reports", undefined],
    ["POST", "/api/admin/answer-reports/1/accept", undefined],
    ["POST", "/api/admin/answer-reports/1/dismiss", { reason: REASON }],
    ["POST", "/api/admin/answer-reports/opinions", { lessonId: LESSON, exerciseIndex: EXERCISE, answer: VARIANT, verdict: "correct" }],
  ])("%s %s answers 403 to a learner and 401 to a stranger", async (method, path, json) => {
    await reportVariant(learner);
    expect((await call(path, { method, json, cookie: premium })).status).toBe(403);
    expect((await call(path, { method, json })).status).toBe(401);
    expect((await db().select().from(answerReports))[0]!.status).toBe("pending");
  });

  it("lists one sentence reported by two learners once, with the exercise's prompt and accepted answers", async () => {
    await reportVariant(learner);
    await reportVariant(premium, "du bist echt aktiv");
    const { reports, opinions } = await queue();
    expect(opinions).toEqual([]);
    expect(reports).toEqual([
      expect.objectContaining({
        lessonId: LESSON,
        exerciseIndex: EXERCISE,
        prompt: "You are very active.",
        acceptedAnswers: ["Du bist sehr aktiv.", "Sie sind sehr aktiv."],
        answer: VARIANT,
        reporters: 2,
        changed: false,
        opinion: null,
      }),
    ]);
  });

  it("accepting adds the sentence to the exercise as a new lesson version, takes back the reporter's miss, tells them once, and accepts it from everyone", async () => {
    const reporter = await userId("learner");
    // The reporter met another sentence twice, then gave up on this one twice: its card holds two
    // misses, and the cards' ids no longer line up with their answers' ids.
    for (const minutesAgo of [4, 3]) await recordTutorOutcome(db(), reporter, LESSON, EXERCISE + 1, "good", new Date(Date.now() - minutesAgo * 60_000));
    for (const minutesAgo of [2, 1]) await recordTutorOutcome(db(), reporter, LESSON, EXERCISE, "again", new Date(Date.now() - minutesAgo * 60_000));
    // Two real misses on the sentence before: its structure became one of the learner's struggles.
    await tryThird(learner, "Du bist sehr aktiven.");
    await call("/api/chat", { cookie: learner, json: { lessonId: LESSON, conversation: [{ role: "user", content: "Du seid sehr aktiv." }] } });
    const struggles = async () => ((await (await call(`/api/chat/notes/${LESSON}`, { cookie: learner })).json()) as { struggles: string[] }).struggles;
    expect(await struggles()).toContain("du bist / Sie sind");
    await reportVariant(learner);
    const { id } = (await queue()).reports[0]!;
    const before = (await db().select({ version: lessons.version }).from(lessons).where(eq(lessons.id, LESSON)))[0]!.version;

    const accepted = await call(`/api/admin/answer-reports/${id}/accept`, { cookie: admin, method: "POST" });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { message: string }).message).toContain("The learner who reported it is told in the lesson's chat.");

    const [lesson] = await db().select().from(lessons).where(eq(lessons.id, LESSON));
    expect(lesson!.version).toBeGreaterThan(before);
    expect((lesson!.exercises as Exercise[])[EXERCISE]!.answers).toEqual(["Du bist sehr aktiv.", "Sie sind sehr aktiv.", VARIANT]);
    expect((await queue()).reports).toEqual([]);
    const actions = (await db().select({ action: adminAudit.action }).from(adminAudit)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["lesson-publish", "answer-accept"]));

    // The card: the miss is no longer folded in; one "good" answer is, on a fresh schedule, with the new answers.
    const [card] = await db().select().from(reviewCards).where(and(eq(reviewCards.userId, reporter), eq(reviewCards.lessonId, LESSON), eq(reviewCards.exerciseIndex, EXERCISE)));
    expect(card!.exercise.answers).toContain(VARIANT);
    expect(card!.lapses).toBe(0);
    const logs = await db().select().from(reviewLogs).where(eq(reviewLogs.cardId, card!.id));
    expect(logs.filter((log) => log.id > card!.appliedLogId).map((log) => log.rating)).toEqual([3]);

    // The conversation forgets the misses: no longer a struggle.
    expect(await struggles()).not.toContain("du bist / Sie sind");

    // Told in the lesson's chat the next time it opens, and only then.
    const told = await openChat(learner);
    expect(told.at(-1)).toBe(`Good news about the answer you reported for “You are very active.”: a teacher accepted “${VARIANT}”, so it counts as right now. Thank you for telling us!`);
    expect((await openChat(learner)).filter((message) => message.startsWith("Good news"))).toHaveLength(1);

    // Another learner's same sentence is right now.
    const other = await tryThird(premium, VARIANT);
    expect(other.place?.number).toBe(4);
    expect(other.reportable).toBeUndefined();
  });

  it("accepting is refused while the lesson has a draft in the editor, and leaves everything as it was", async () => {
    await reportVariant(learner);
    const { id } = (await queue()).reports[0]!;
    const detail = (await (await call(`/api/admin/lessons/${LESSON}`, { cookie: admin })).json()) as { published: Record<string, unknown> };
    const { version: _version, ...content } = detail.published;
    expect((await call(`/api/admin/lessons/${LESSON}/draft`, { method: "PUT", cookie: admin, json: { revision: null, lesson: content } })).status).toBe(200);
    const refused = await call(`/api/admin/answer-reports/${id}/accept`, { cookie: admin, method: "POST" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/draft/);
    expect((await db().select().from(answerReports))[0]!.status).toBe("pending");
  });

  it("dismissing needs a reason, which the learner reads in the lesson's chat; a decided report cannot be decided again", async () => {
    await reportVariant(learner);
    const { id } = (await queue()).reports[0]!;
    const unexplained = await call(`/api/admin/answer-reports/${id}/dismiss`, { cookie: admin, json: { reason: " " } });
    expect(unexplained.status).toBe(400);
    const dismissed = await call(`/api/admin/answer-reports/${id}/dismiss`, { cookie: admin, json: { reason: REASON } });
    expect(dismissed.status).toBe(200);
    expect((await call(`/api/admin/answer-reports/${id}/accept`, { cookie: admin, method: "POST" })).status).toBe(404);
    expect((await call("/api/admin/answer-reports/nope/accept", { cookie: admin, method: "POST" })).status).toBe(404);
    expect((await openChat(learner)).at(-1)).toBe(`About the answer you reported for “You are very active.”: a teacher looked at “${VARIANT}” and didn't add it. ${REASON}`);
    const [opinion] = await db().select().from(answerOpinions);
    expect(opinion).toMatchObject({ verdict: "wrong", reason: REASON, source: "admin" });
    expect((await db().select({ action: adminAudit.action }).from(adminAudit)).map((row) => row.action)).toEqual(["answer-dismiss"]);
  });

  it("lists the models' second opinions, and an admin overrules them", async () => {
    const now = new Date();
    await db().insert(answerOpinions).values([
      { lessonId: LESSON, exerciseIndex: EXERCISE, answerKey: "du bist echt aktiv", prompt: "You are very active.", answer: VARIANT, verdict: "correct", reason: "Echt is a colloquial very.", source: "model", updatedAt: now },
      { lessonId: LESSON, exerciseIndex: 0, answerKey: "ich bin kreative", prompt: "I am creative.", answer: "Ich bin kreative.", verdict: "wrong", reason: "No ending here.", source: "model", updatedAt: now },
    ]);
    const { opinions } = await queue();
    expect(opinions.map((row) => [row.answer, row.verdict, row.reason, row.prompt])).toEqual(
      expect.arrayContaining([
        [VARIANT, "correct", "Echt is a colloquial very.", "You are very active."],
        ["Ich bin kreative.", "wrong", "No ending here.", "I am creative."],
      ]),
    );
    const overrule = (json: Record<string, unknown>) => call("/api/admin/answer-reports/opinions", { cookie: admin, json: { lessonId: LESSON, exerciseIndex: EXERCISE, answer: VARIANT, ...json } });
    expect((await overrule({ verdict: "wrong" })).status).toBe(400);
    expect((await overrule({ verdict: "maybe", reason: "x" })).status).toBe(400);
    expect((await overrule({ answer: "Du bist echt sehr aktiv.", verdict: "wrong", reason: REASON })).status).toBe(404);
    expect((await overrule({ verdict: "wrong", reason: REASON })).status).toBe(200);
    const after = await queue();
    expect(after.opinions.map((row) => row.answer)).toEqual(["Ich bin kreative."]);
    const [kept] = await db().select().from(answerOpinions).where(eq(answerOpinions.answerKey, "du bist echt aktiv"));
    expect(kept).toMatchObject({ verdict: "wrong", source: "admin", reason: REASON });
    // Overruled the other way, the sentence joins the exercise.
    expect((await overrule({ verdict: "correct" })).status).toBe(200);
    const [lesson] = await db().select().from(lessons).where(eq(lessons.id, LESSON));
    expect((lesson!.exercises as Exercise[])[EXERCISE]!.answers).toContain(VARIANT);
  });
});
