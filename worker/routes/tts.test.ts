import { describe, expect, it } from "vitest";
import { call, DEMO, signIn } from "../test/client";
import { addLockedLesson } from "../test/fixtures";

describe("POST /api/tts/generate", () => {
  it("answers success false with the reason when the server has no voice (the browser reads instead)", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const response = await call("/api/tts/generate", { cookie, json: { text: "Hallo!", languageCode: "de" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: false, audioData: null, error: expect.stringMatching(/browser/) });
  });

  it("refuses speech for a locked lesson and bad input", async () => {
    await addLockedLesson();
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect((await call("/api/tts/generate", { cookie, json: { text: "Hallo", languageCode: "de", lessonId: "de-lesson03" } })).status).toBe(402);
    const bad = await call("/api/tts/generate", { cookie, json: { text: "Hallo", languageCode: "german" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "languageCode" });
    expect((await call("/api/tts/generate", { json: { text: "Hallo", languageCode: "de" } })).status).toBe(401);
  });
});
