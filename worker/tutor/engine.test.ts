import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Exercise } from "../../contract/lesson-source";
import { runTurn } from "./engine";
import { START, type TutorLesson } from "./offline-tutor";
import { workersAiProvider } from "./providers/workers-ai";
import type { ChatModel, TutorProvider } from "./providers/types";
import { emptyScratchPad } from "./scratch-pad";
import { speak, speechCacheKey } from "./speech";

const exercises: Exercise[] = [
  { prompt: "I am tired.", answers: ["Ich bin müde."], nudge: "Who is tired? Start there.", hint: "'I am' is 'ich bin'.", example: { prompt: "I am hungry.", answer: "Ich habe Hunger." }, structure: "ich bin + adjective" },
  { prompt: "You are late.", answers: ["Du bist spät."], nudge: "Who are we talking to?", hint: "'you are' is 'du bist'.", example: { prompt: "You are tall.", answer: "Du bist groß." }, structure: "du bist" },
];
const lesson: TutorLesson = { lessonId: "de-lesson02", number: 2, title: "I Am", languageName: "German", exercises, body: "# I Am\n\nich bin, du bist." };

/** A model that answers with fixed pieces and a fixed scratch-pad update. */
function fakeModel(pieces: string[], padAnswer = "not json"): ChatModel & { prompts: unknown[] } {
  const prompts: unknown[] = [];
  return {
    prompts,
    async *stream(messages) {
      prompts.push(messages);
      for (const piece of pieces) yield piece;
    },
    complete: async () => padAnswer,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the LLM tutor", () => {
  it("streams the model's reply and grounds the prompt in the lesson, its exercises and the rules", async () => {
    const model = fakeModel(["Good ", "try! ", "Think about who is tired."]);
    const deltas: string[] = [];
    const turn = await runTurn({ name: "workers-ai", chat: model }, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: "Ich habe müde", onDelta: (text) => deltas.push(text) });
    expect(deltas.join("")).toBe("Good try! Think about who is tired.");
    expect(turn.reply).toBe("Good try! Think about who is tired.");
    const system = (model.prompts[0] as { role: string; content: string }[])[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Never give the answer to an exercise before the learner has tried it");
    expect(system.content).toContain('"I am tired."');
    expect(system.content).toContain("ich bin, du bist.");
  });

  it("never lets a model give the answer away before the learner has tried, for every exercise", async () => {
    for (const [index, exercise] of exercises.entries()) {
      const model = fakeModel(["Sure! The answer is ", exercise.answers[0]!, " — easy."]);
      const deltas: string[] = [];
      const turn = await runTurn({ name: "workers-ai", chat: model }, { lesson, history: [], scratchPad: emptyScratchPad(), progress: { exerciseIndex: index, misses: 0 }, text: "what is it?", onDelta: (text) => deltas.push(text) });
      expect(deltas.join("")).not.toContain(exercise.answers[0]);
      expect(turn.reply).not.toContain(exercise.answers[0]);
    }
  });

  it("lets the answer be named once the learner got it right", async () => {
    const model = fakeModel(["Yes! ", "“Ich bin müde.” ", "Now: You are late?"]);
    const turn = await runTurn({ name: "workers-ai", chat: model }, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: "Ich bin müde" });
    expect(turn.reply).toContain("Ich bin müde.");
    expect(turn.progress.exerciseIndex).toBe(1);
  });

  it("keeps the pad from the answer check when the model's pad update is not valid, and takes a valid one", async () => {
    const broken = await runTurn({ name: "workers-ai", chat: fakeModel(["Well done."], "{nonsense") }, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: "Ich bin müde" });
    expect(broken.scratchPad.knownStructures).toEqual(["ich bin + adjective"]);
    const pad = { knownVocabulary: ["müde"], knownStructures: ["ich bin"], struggles: [], nextFocus: "du bist" };
    const valid = await runTurn({ name: "workers-ai", chat: fakeModel(["Well done."], `Here: ${JSON.stringify(pad)}`) }, { lesson, history: [], scratchPad: emptyScratchPad(), progress: START, text: "Ich bin müde" });
    // The word status stays the answer check's own record.
    expect(valid.scratchPad).toEqual({ ...pad, wordStatus: { ich: "new", bin: "new", müde: "new" } });
  });

  it("carries only the recent turns in the prompt", async () => {
    const model = fakeModel(["ok"]);
    const history = Array.from({ length: 40 }, (_, index) => ({ role: (index % 2 ? "assistant" : "user") as "user" | "assistant", content: `message ${index}` }));
    await runTurn({ name: "workers-ai", chat: model }, { lesson, history, scratchPad: emptyScratchPad(), progress: START, text: "hallo" });
    const sent = model.prompts[0] as { content: string }[];
    expect(sent.length).toBe(1 + 12 + 1);
    expect(sent.map((message) => message.content)).not.toContain("message 0");
  });
});

describe("the Workers AI provider", () => {
  it("reads the model's server-sent events as reply pieces", async () => {
    const sse = 'data: {"response":"Hal"}\n\ndata: {"response":"lo!"}\n\ndata: [DONE]\n\n';
    const run = vi.spyOn(env.AI, "run").mockResolvedValue(new Response(sse).body as never);
    const provider = workersAiProvider(env);
    const pieces: string[] = [];
    for await (const piece of provider.chat!.stream([{ role: "user", content: "hi" }])) pieces.push(piece);
    expect(pieces).toEqual(["Hal", "lo!"]);
    expect(run).toHaveBeenCalledWith(expect.stringContaining("@cf/"), expect.objectContaining({ stream: true }));
  });
});

describe("speech", () => {
  function fakeVoice(): TutorProvider & { calls: number } {
    const provider = {
      name: "workers-ai" as const,
      calls: 0,
      textToSpeech: {
        voiceFor: (code: string) => (code === "es" ? "celeste" : null),
        synthesize: async () => {
          provider.calls++;
          return new Uint8Array(4801); // an odd byte count: a cut-off last sample
        },
      },
    };
    return provider;
  }

  it("synthesises a sentence once and serves it from R2 afterwards, as whole 16-bit samples", async () => {
    const provider = fakeVoice();
    const first = await speak(env.CONTENT, provider, "  Hola, ¿qué tal?  ", "es");
    const second = await speak(env.CONTENT, provider, "Hola, ¿qué tal?", "es");
    expect(provider.calls).toBe(1);
    expect(first).toEqual(second);
    expect(first.success).toBe(true);
    const bytes = atob(first.audioData!).length;
    expect(bytes % 2).toBe(0);
    expect(await env.CONTENT.head(speechCacheKey("Hola, ¿qué tal?", "es", "celeste"))).not.toBeNull();
  });

  it("answers success false, never an error, when there is no voice or no text", async () => {
    const provider = fakeVoice();
    expect(await speak(env.CONTENT, provider, "नमस्ते", "hi")).toMatchObject({ success: false, audioData: null });
    expect(await speak(env.CONTENT, provider, "   ", "es")).toMatchObject({ success: false });
    expect(await speak(env.CONTENT, { name: "offline" }, "Hallo", "de")).toMatchObject({ success: false });
    expect(provider.calls).toBe(0);
  });
});

describe("the answer guard's streaming", () => {
  it("sends ordinary text at once and holds back only what could become an answer", async () => {
    const { guardedStream, ReplyGuard } = await import("./reply-guard");
    const deltas: string[] = [];
    async function* pieces() {
      yield "Think about ";
      yield "who is tired. Ich ";
      yield "habe keine Ahnung.";
    }
    const reply = await guardedStream(pieces(), new ReplyGuard(["Ich bin müde."]), (text) => deltas.push(text));
    expect(reply.leaked).toBe(false);
    expect(deltas[0]).toBe("Think about ");
    expect(deltas[1]).toBe("who is tired. "); // "Ich" might start "Ich bin müde": held
    expect(deltas.join("")).toBe("Think about who is tired. Ich habe keine Ahnung.");
  });
});
