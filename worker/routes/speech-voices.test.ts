/**
 * In production every course language that one of Workers AI's speech models speaks is heard in that
 * voice (decision 040): Spanish with Aura 2 as 24 kHz PCM, French, Japanese and Chinese with MeloTTS as
 * MP3; German, Hindi and Kannada have no Workers AI voice and are left to the browser.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lesson, SpeechResponse } from "../../contract/wire";
import { call, DEMO, signIn } from "../test/client";
import { NO_VOICE } from "../tutor/speech";

const testEnv = env as typeof env & { AI_PROVIDER: string };
type AiRun = (model: string, input: Record<string, unknown>) => Promise<unknown>;

const MP3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb]);
const PCM = new Uint8Array([1, 0, 2, 0, 3]);

let provider: string;
let calls: { model: string; input: Record<string, unknown> }[];
beforeEach(() => {
  provider = testEnv.AI_PROVIDER;
  testEnv.AI_PROVIDER = "workers-ai";
  calls = [];
  const run: AiRun = async (model, input) => {
    calls.push({ model, input });
    if (model.includes("melotts")) return { audio: btoa(String.fromCharCode(...MP3)) };
    if (model.includes("aura")) return new Response(PCM).body;
    throw new Error(`unexpected model ${model}`);
  };
  vi.spyOn(env.AI as unknown as { run: AiRun }, "run").mockImplementation(run);
});
afterEach(() => {
  testEnv.AI_PROVIDER = provider;
  vi.restoreAllMocks();
});

/** The first (or `nth`) sentence lesson 1 of the language marks as sayable, and what the Worker answers for it. */
async function hearLessonOne(cookie: string, code: string, nth = 0): Promise<{ text: string; speech: SpeechResponse }> {
  const lesson = (await (await call(`/api/lessons/${code}-lesson01`, { cookie })).json()) as Lesson;
  const said = [...lesson.html.matchAll(/<span lang="[^"]+" data-say="">([^<]+)<\/span>/g)][nth];
  expect(said, `lesson 1 of ${code} marks a sentence`).not.toBeNull();
  const text = said![1]!.replace(/&#39;/g, "'").replace(/&amp;/g, "&");
  const response = await call(`/api/lessons/${code}-lesson01/speech`, { cookie, json: { text } });
  expect(response.status).toBe(200);
  return { text, speech: (await response.json()) as SpeechResponse };
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe("each course language in its Workers AI voice", () => {
  it("asks MeloTTS for French, Japanese and Chinese in that language, and hands the MP3 on as MP3", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    for (const [code, lang] of [["fr", "fr"], ["ja", "jp"], ["zh", "zh"]] as const) {
      calls = [];
      const { text, speech } = await hearLessonOne(cookie, code);
      expect(calls).toEqual([{ model: "@cf/myshell-ai/melotts", input: { prompt: text, lang } }]);
      expect(speech).toEqual({ success: true, audioData: `data:audio/mpeg;base64,${base64(MP3)}`, error: null });
      // Kept in R2 as MP3: the second press is answered from there, the same.
      calls = [];
      expect((await hearLessonOne(cookie, code)).speech).toEqual(speech);
      expect(calls).toEqual([]);
    }
  });

  it("asks for Japanese as \"ja\" when MeloTTS refuses \"jp\"", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const run = vi.spyOn(env.AI as unknown as { run: AiRun }, "run").mockImplementation(async (model, input) => {
      calls.push({ model, input });
      if (input.lang === "jp") throw new Error("AiError: 5006: Invalid input");
      return { audio: btoa(String.fromCharCode(...MP3)) };
    });
    // Another sentence than the test above: that one is kept in R2 now.
    const { text, speech } = await hearLessonOne(cookie, "ja", 1);
    expect(calls.map((made) => made.input)).toEqual([{ prompt: text, lang: "jp" }, { prompt: text, lang: "ja" }]);
    expect(speech.success).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("asks Aura 2 for Spanish with its speaker, as 24 kHz PCM cut to whole samples", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const { text, speech } = await hearLessonOne(cookie, "es");
    expect(calls).toEqual([{ model: "@cf/deepgram/aura-2-es", input: { text, speaker: "celeste", encoding: "linear16", container: "none", sample_rate: 24000 } }]);
    expect(speech).toEqual({ success: true, audioData: base64(PCM.subarray(0, 4)), error: null });
  });

  it("leaves German, Hindi and Kannada to the browser, asking no model", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    for (const code of ["de", "hi", "kn"]) {
      const { speech } = await hearLessonOne(cookie, code);
      expect(speech).toEqual({ success: false, audioData: null, error: NO_VOICE });
    }
    expect(calls).toEqual([]);
  });
});
