import { describe, expect, it } from "vitest";
import type { ChatInitResponse } from "../../contract/wire";
import { call, DEMO, signIn } from "../test/client";
import { LOCKED_LESSON_ID, addLockedLesson } from "../test/fixtures";
import { NO_VOICE } from "../tutor/speech";

/** The tutor's greeting in a new conversation: words the tutor really said to this learner. */
async function greeting(cookie: string, lessonId = "de-lesson01"): Promise<string> {
  return ((await (await call("/api/chat/init", { cookie, json: { lessonId } })).json()) as ChatInitResponse).response;
}

const speak = (cookie: string | undefined, json: Record<string, unknown>) => call("/api/tts/generate", { cookie, json });

describe("POST /api/tts/generate", () => {
  it("answers success false with the reason when the server has no voice (the browser reads instead)", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await speak(cookie, { text: await greeting(cookie), languageCode: "de", lessonId: "de-lesson01" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, audioData: null, error: NO_VOICE });
  });

  it("needs the lesson the words belong to", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await speak(cookie, { text: await greeting(cookie), languageCode: "de" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "lessonId is required", field: "lessonId" });
  });

  it("speaks only what the tutor said in this learner's conversation of that lesson", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const said = await greeting(cookie);
    for (const text of ["Any words I would like read aloud and kept forever", said.slice(0, 20), `${said} and more`]) {
      const response = await speak(cookie, { text, languageCode: "de", lessonId: "de-lesson01" });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: "Only the tutor's messages in this lesson's conversation can be read aloud." });
    }
    // The same words in another lesson, or for a learner who never had this conversation, are not theirs.
    expect((await speak(cookie, { text: said, languageCode: "de", lessonId: "de-lesson02" })).status).toBe(422);
    const other = await signIn(DEMO.premium.username, DEMO.premium.password);
    expect((await speak(other, { text: said, languageCode: "de", lessonId: "de-lesson01" })).status).toBe(422);
  });

  it("refuses speech for a locked lesson and bad input", async () => {
    await addLockedLesson();
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const locked = await speak(cookie, { text: "Hallo", languageCode: "de", lessonId: LOCKED_LESSON_ID });
    expect(locked.status).toBe(402);
    expect(await locked.json()).toMatchObject({ locked: true });
    expect((await speak(cookie, { text: "Hallo", languageCode: "de", lessonId: "de-lesson42" })).status).toBe(404);
    const bad = await speak(cookie, { text: "Hallo", languageCode: "german", lessonId: "de-lesson01" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "languageCode" });
    expect((await speak(undefined, { text: "Hallo", languageCode: "de", lessonId: "de-lesson01" })).status).toBe(401);
  });
});
