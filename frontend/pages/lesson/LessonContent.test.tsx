import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLesson } from "../../../worker/lessons/markdown";
import type { Lesson } from "../../../contract/wire";
import { LessonContent } from "./LessonContent";
import { callsTo } from "../page-harness";
import { FREE_USER, GERMAN_LESSONS, mockApi } from "./lesson-harness";

const MARKDOWN = "| English | Hindi |\n|---|---|\n| hotel | होटल |\n\nHow would you say *this is a hotel*? Take a moment.\n\n**यह होटल है।** *yah hotel hai.*\n";
const rendered = renderLesson(MARKDOWN, { code: "hi", name: "Hindi", modelAnswers: [] });
const LESSON: Lesson = { lessonId: "hi-lesson01", title: "This Is, That Is", languageCode: "hi", number: 1, content: MARKDOWN, html: rendered.html };

class FakeUtterance {
  lang = "";
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

let spoken: FakeUtterance[];
beforeEach(() => {
  spoken = [];
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  stubVoices([{ lang: "hi-IN", name: "Hindi" }]);
  sessionStorage.clear();
});

/** The browser's speech, with these voices (Chromium on Linux has none). */
function stubVoices(voices: { lang: string; name: string }[]) {
  vi.stubGlobal("speechSynthesis", { speak: (utterance: FakeUtterance) => spoken.push(utterance), cancel: vi.fn(), pause: vi.fn(), resume: vi.fn(), getVoices: () => voices, paused: false });
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(props: { onPractise?(): void; onTryExercise?(prompt: string): void } = {}) {
  return render(
    <MemoryRouter>
      <LessonContent lesson={LESSON} lessons={GERMAN_LESSONS} user={FREE_USER} onPractise={props.onPractise ?? (() => {})} onTryExercise={props.onTryExercise ?? (() => {})} />
    </MemoryRouter>,
  );
}

describe("hearing the lesson's language", () => {
  it("gives every marked word and sentence a play control that asks the lesson's speech, and speaks with the browser's voice in the lesson's language when the server has none", async () => {
    const calls = mockApi({ "POST /api/lessons/hi-lesson01/speech": [200, { success: false, audioData: null, error: "No voice" }] });
    show();
    const play = await screen.findByRole("button", { name: "Listen: होटल" });
    expect(screen.getByRole("button", { name: "Listen: यह होटल है।" })).not.toBeNull();
    fireEvent.click(play);
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(callsTo(calls, "/api/lessons/hi-lesson01/speech")).toEqual([["POST", { text: "होटल" }]]);
    expect(spoken[0]).toMatchObject({ text: "होटल", lang: "hi-IN", rate: 1 });
  });

  it("says once, plainly, when neither the server nor the browser has a voice, and offers no more speakers", async () => {
    stubVoices([{ lang: "en-US", name: "English" }]);
    mockApi({ "POST /api/lessons/hi-lesson01/speech": [200, { success: false, audioData: null, error: "No voice" }] });
    const { container } = show();
    fireEvent.click(await screen.findByRole("button", { name: "Listen: होटल" }));
    const notice = await screen.findByRole("status", {}, { timeout: 4000 });
    expect(notice.textContent).toBe(
      "Hindi can't be played aloud on this device: it has no Hindi voice. Add one in your device's speech settings, or open Parlo in a browser that has one, to hear the lesson.",
    );
    expect(spoken).toEqual([]);
    // The speakers are hidden (styles/lesson.css), the slow switch gone with them.
    expect(container.querySelector("article")!.hasAttribute("data-silent")).toBe(true);
    expect(screen.queryByRole("button", { name: "Slow speech (0.75×)" })).toBeNull();
  });

  it("slows the speech to 0.75× when the learner asks", async () => {
    mockApi({ "POST /api/lessons/hi-lesson01/speech": [200, { success: false, audioData: null, error: "No voice" }] });
    show();
    const slow = await screen.findByRole("button", { name: "Slow speech (0.75×)" });
    expect(slow.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(slow);
    expect(slow.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Listen: होटल" }));
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]!.rate).toBe(0.75);
  });

  it("plays the server's audio in the page's one audio element at the chosen rate", async () => {
    mockApi({ "POST /api/lessons/hi-lesson01/speech": [200, { success: true, audioData: btoa("\u0000\u0000\u0000\u0000"), error: null }] });
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:speech", revokeObjectURL: () => {} }));
    const { container } = show();
    fireEvent.click(await screen.findByRole("button", { name: "Slow speech (0.75×)" }));
    fireEvent.click(screen.getByRole("button", { name: "Listen: होटल" }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const audio = container.querySelector("audio")!;
    expect(audio.src).toBe("blob:speech");
    expect(audio.playbackRate).toBe(0.75);
    expect(spoken).toHaveLength(0);
  });
});

describe("the voice's code", () => {
  it("is not taken up until a play control is pressed: the page's audio element is left alone until then", async () => {
    mockApi({ "POST /api/lessons/hi-lesson01/speech": [200, { success: false, audioData: null, error: "No voice" }] });
    const { container } = show();
    const play = await screen.findByRole("button", { name: "Listen: होटल" });
    const audio = container.querySelector("audio")!;
    expect(audio.onended).toBeNull();
    fireEvent.click(play);
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(audio.onended).not.toBeNull();
  });
});

describe("working it out first", () => {
  it("offers to try a hidden answer's question with the tutor, and to practise at the end", async () => {
    mockApi({});
    const onTryExercise = vi.fn();
    const onPractise = vi.fn();
    show({ onTryExercise, onPractise });
    expect(document.querySelector("details")?.open).toBe(false);
    const tryIt = await screen.findByRole("button", { name: "Try it with the tutor" });
    act(() => {
      fireEvent.click(tryIt);
    });
    expect(onTryExercise).toHaveBeenCalledWith("this is a hotel", false);
    fireEvent.click(screen.getByRole("button", { name: "Practise with your tutor" }));
    expect(onPractise).toHaveBeenCalled();
  });
});
