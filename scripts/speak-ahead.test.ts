import { describe, expect, it } from "vitest";
import type { TutorProvider } from "../worker/tutor/providers/types";
import { speakAhead, type SpeechStore } from "./speak-ahead";
import type { CourseContent } from "../worker/db/seed";

const exercise = { prompt: "This is warm.", answers: ["Das ist warm."], nudge: "n", hint: "h", example: { prompt: "p", answer: "Das ist kalt." }, structure: "s" };
const COURSE: CourseContent = {
  languages: [
    { code: "es", name: "Spanish", flagCode: "es" },
    { code: "de", name: "German", flagCode: "de" },
  ],
  lessons: [
    { id: "es-lesson01", languageCode: "es", number: 1, slug: "a", title: "A", structures: ["s"], exercises: [{ ...exercise, answers: ["Es bueno."] }], markdown: "| English | Spanish |\n|---|---|\n| good | bueno |\n| It is good. | Es bueno. |\n" },
    { id: "de-lesson01", languageCode: "de", number: 1, slug: "a", title: "A", structures: ["s"], exercises: [exercise], markdown: "| English | German |\n|---|---|\n| warm | warm |\n" },
  ],
};

function memoryStore(): SpeechStore & { keys: Map<string, Uint8Array>; types: Map<string, string> } {
  const keys = new Map<string, Uint8Array>();
  const types = new Map<string, string>();
  return {
    keys,
    types,
    has: async (key) => keys.has(key),
    put: async (key, audio, mediaType) => {
      keys.set(key, audio);
      types.set(key, mediaType);
    },
  };
}

function provider(): TutorProvider & { said: string[] } {
  const said: string[] = [];
  return {
    name: "workers-ai",
    said,
    textToSpeech: {
      voiceFor: (code) => (code === "es" ? "aura-es" : null),
      synthesize: async (text) => {
        said.push(text);
        return new Uint8Array([1, 2, 3, 4]);
      },
    },
  };
}

describe("speech for the lessons, generated ahead", () => {
  it("synthesises each marked sentence of a language with a voice once, ever, and skips languages without one", async () => {
    const store = memoryStore();
    const voice = provider();
    expect(await speakAhead(COURSE, voice, store)).toEqual({ made: 2, kept: 0, withoutVoice: ["de"] });
    expect(voice.said).toEqual(["bueno", "Es bueno."]);
    expect(store.keys.size).toBe(2);
    expect(await speakAhead(COURSE, voice, store)).toEqual({ made: 0, kept: 2, withoutVoice: ["de"] });
    expect(voice.said).toHaveLength(2);
  });

  it("keeps an MP3 voice's clips whole and typed as MP3, and PCM cut to whole samples and typed as PCM", async () => {
    const store = memoryStore();
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 5]);
    const voice: TutorProvider = {
      name: "workers-ai",
      textToSpeech: {
        voiceFor: (code) => (code === "es" ? "melotts:es" : code === "de" ? "aura:de" : null),
        mediaTypeOf: (id) => (id.startsWith("melotts") ? "audio/mpeg" : undefined),
        synthesize: async (_text, code) => (code === "es" ? mp3 : new Uint8Array([1, 2, 3])),
      },
    };
    await speakAhead(COURSE, voice, store);
    const kept = [...store.keys.keys()].map((key) => [store.types.get(key), store.keys.get(key)!.length]);
    expect(kept).toEqual([["audio/mpeg", 5], ["audio/mpeg", 5], ["audio/L16; rate=24000; channels=1", 2]]);
  });
});
