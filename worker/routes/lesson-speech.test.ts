import { describe, expect, it } from "vitest";
import type { Lesson } from "../../contract/wire";
import { call, DEMO, signIn } from "../test/client";
import { LOCKED_LESSON_ID, addLockedLesson } from "../test/fixtures";
import { NO_VOICE } from "../tutor/speech";

const hear = (cookie: string | undefined, lessonId: string, json: Record<string, unknown>) => call(`/api/lessons/${lessonId}/speech`, { cookie, json });

describe("a lesson's own sentences, heard", () => {
  it("marks the lesson's language in the lesson it serves, and answers each marked sentence (the browser's voice where the server has none)", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const lesson = (await (await call("/api/lessons/de-lesson01", { cookie })).json()) as Lesson;
    expect(lesson.html).toContain('<span lang="de-DE" data-say="">Das ist warm.</span>');
    expect(lesson).not.toHaveProperty("sayings");
    const response = await hear(cookie, "de-lesson01", { text: "Das ist warm." });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, audioData: null, error: NO_VOICE });
  });

  it("answers an exercise's sentence too, which the text keeps hidden: review plays it after an answer", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const lesson = (await (await call("/api/lessons/de-lesson01", { cookie })).json()) as Lesson;
    expect(lesson.html).not.toContain("Das ist nicht gut.");
    const response = await hear(cookie, "de-lesson01", { text: "Das ist nicht gut." });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, audioData: null, error: NO_VOICE });
    expect((await hear(cookie, "de-lesson02", { text: "Das ist nicht gut." })).status).toBe(422);
  });

  it("speaks nothing that is not marked in that lesson: it is no free speech service", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    for (const text of ["Any words I would like read aloud", "Das ist", "Das ist warm. Und mehr"]) {
      const response = await hear(cookie, "de-lesson01", { text: text === "Das ist" ? "Das ist warm und" : text });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: "Only this lesson's own words can be read aloud." });
    }
    expect((await hear(cookie, "de-lesson02", { text: "Das ist warm." })).status).toBe(422);
  });

  it("refuses a locked lesson, an unknown one, a stranger and bad input with a clear message", async () => {
    await addLockedLesson();
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const locked = await hear(cookie, LOCKED_LESSON_ID, { text: "Hallo" });
    expect(locked.status).toBe(402);
    expect((await hear(cookie, "de-lesson42", { text: "Hallo" })).status).toBe(404);
    const empty = await hear(cookie, "de-lesson01", {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: "text" });
    const long = await hear(cookie, "de-lesson01", { text: "a".repeat(3000) });
    expect(long.status).toBe(400);
    expect((await hear(undefined, "de-lesson01", { text: "Das ist warm." })).status).toBe(401);
  });
});
