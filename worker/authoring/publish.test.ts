import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminLessonDetail, LessonDraftContent } from "../../contract/lesson-authoring";
import type { Lesson } from "../../contract/wire";
import type { Database } from "../db/client";
import { call, db, DEMO, signIn } from "../test/client";
import { publishDraft } from "./publish";

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
