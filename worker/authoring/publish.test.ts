import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminLessonDetail, LessonDraftContent } from "../../contract/lesson-authoring";
import type { Lesson } from "../../contract/wire";
import type { Database } from "../db/client";
import { call, db, DEMO, signIn } from "../test/client";
import type { ApiError } from "../http/errors";
import { publishDraft, rollBack } from "./publish";

/** A database whose writes in one batch fail, as when D1 is unreachable between the R2 write and the switch. */
function failingBatch(real: Database): Database {
  return new Proxy(real, {
    get(target, property, receiver) {
      if (property === "batch") return () => Promise.reject(new Error("D1 went away"));
      return Reflect.get(target, property, receiver);
    },
  });
}

describe("a publish interrupted between R2 and D1", () => {
  it("leaves the old lesson fully in place: its text, its exercises, its version, and the draft to try again", async () => {
    const admin = await signIn(DEMO.admin.username, DEMO.admin.password);
    const learner = await signIn(DEMO.learner.username, DEMO.learner.password);
    const before = (await (await call("/api/lessons/de-lesson02", { cookie: learner })).json()) as Lesson;
    const opened = (await (await call("/api/admin/lessons/de-lesson02", { cookie: admin })).json()) as AdminLessonDetail;
    const edited: LessonDraftContent = structuredClone(opened.published!);
    edited.exercises[0]!.answers.push("Kreativ bin ich.");
    edited.markdown = `${edited.markdown}\nA new closing paragraph for learners who got this far.\n`;
    const saved = (await (await call("/api/admin/lessons/de-lesson02/draft", { method: "PUT", cookie: admin, json: { revision: null, lesson: edited } })).json()) as AdminLessonDetail;

    await expect(publishDraft({ db: failingBatch(db()), bucket: env.CONTENT }, 1, "de-lesson02", saved.draft!.revision)).rejects.toThrow("D1 went away");

    const after = (await (await call("/api/lessons/de-lesson02", { cookie: learner })).json()) as Lesson;
    expect(after).toEqual(before);
    const now = (await (await call("/api/admin/lessons/de-lesson02", { cookie: admin })).json()) as AdminLessonDetail;
    expect(now.published).toEqual(opened.published);
    expect(now.versions).toEqual([]);
    expect(now.draft!.revision).toBe(saved.draft!.revision);
    // Trying again publishes the draft as it stands.
    const retry = await call("/api/admin/lessons/de-lesson02/publish", { cookie: admin, json: { revision: saved.draft!.revision } });
    expect(retry.status).toBe(200);
    const published = (await (await call("/api/lessons/de-lesson02", { cookie: learner })).json()) as Lesson;
    expect(published.content).toContain("A new closing paragraph");
  });
});

/** The R2 keys of every version of a lesson, and those its versions name. */
async function versionObjects(lessonId: string): Promise<{ stored: string[]; named: string[] }> {
  const listing = await env.CONTENT.list({ prefix: `lessons/${lessonId}/` });
  const rows = await env.DB.prepare("SELECT body_key FROM lesson_versions WHERE lesson_id = ?").bind(lessonId).all<{ body_key: string }>();
  return { stored: listing.objects.map((object) => object.key).sort(), named: rows.results.map((row) => row.body_key).sort() };
}

/**
 * A database whose batches wait until `count` of them are waiting, so parallel publishes all read the
 * lesson before any of them writes: the race the tester hit through the network, made certain.
 */
function batchesTogether(real: Database, count: number): Database {
  let waiting = 0;
  let release!: () => void;
  const together = new Promise<void>((resolve) => (release = resolve));
  return new Proxy(real, {
    get(target, property, receiver) {
      if (property !== "batch") return Reflect.get(target, property, receiver);
      return async (statements: Parameters<Database["batch"]>[0]) => {
        if (++waiting === count) release();
        await together;
        return target.batch(statements);
      };
    },
  });
}

async function settle(attempts: Promise<number>[]): Promise<{ won: number[]; refused: ApiError[] }> {
  const results = await Promise.allSettled(attempts);
  const won = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as ApiError] : []));
  return { won, refused };
}

describe("parallel publishes and rollbacks of one lesson (issue 29)", () => {
  it("publish: one wins, the others get 409 with the current version, and no R2 object is left unnamed", async () => {
    const admin = await signIn(DEMO.admin.username, DEMO.admin.password);
    const opened = (await (await call("/api/admin/lessons/de-lesson02", { cookie: admin })).json()) as AdminLessonDetail;
    const edited: LessonDraftContent = structuredClone(opened.published!);
    edited.markdown = `${edited.markdown}\nRaced paragraph.\n`;
    const saved = (await (await call("/api/admin/lessons/de-lesson02/draft", { method: "PUT", cookie: admin, json: { revision: null, lesson: edited } })).json()) as AdminLessonDetail;

    const racing = batchesTogether(db(), 8);
    const { won, refused } = await settle(Array.from({ length: 8 }, () => publishDraft({ db: racing, bucket: env.CONTENT }, 1, "de-lesson02", saved.draft!.revision)));
    expect(won).toEqual([2]);
    expect(refused.map((error) => error.status)).toEqual(Array(7).fill(409));
    expect(refused[0]!.message).toMatch(/version 2/);
    expect(refused[0]!.extra).toMatchObject({ version: 2 });
    const { stored, named } = await versionObjects("de-lesson02");
    expect(stored).toEqual(named);
  });

  it("rollback: one wins, the others get 409", async () => {
    const admin = await signIn(DEMO.admin.username, DEMO.admin.password);
    const opened = (await (await call("/api/admin/lessons/de-lesson02", { cookie: admin })).json()) as AdminLessonDetail;
    const edited: LessonDraftContent = structuredClone(opened.published!);
    edited.markdown = `${edited.markdown}\nA second version.\n`;
    const saved = (await (await call("/api/admin/lessons/de-lesson02/draft", { method: "PUT", cookie: admin, json: { revision: null, lesson: edited } })).json()) as AdminLessonDetail;
    expect((await call("/api/admin/lessons/de-lesson02/publish", { cookie: admin, json: { revision: saved.draft!.revision } })).status).toBe(200);

    const racing = batchesTogether(db(), 8);
    const { won, refused } = await settle(Array.from({ length: 8 }, () => rollBack({ db: racing }, 1, "de-lesson02", 1, 2)));
    expect(won).toEqual([3]);
    expect(refused.map((error) => error.status)).toEqual(Array(7).fill(409));
    expect(refused[0]!.extra).toMatchObject({ version: 3 });
  });
});
