import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatInitResponse, ChatMessage } from "../../../../contract/wire";
import { sentTo, mockApi, type MockRoutes } from "../lesson-harness";
import { GREETING, installFakeSocket, installMicrophone, installOnDeviceRecognition, pad, renderChat, restoreBrowser } from "./chat-harness";


const INIT: ChatInitResponse = { response: GREETING, scratchPad: pad(), hasExistingHistory: false, historyLength: 1 };

function api<Keys extends string = never>(routes?: MockRoutes<Keys>) {
  return mockApi({
    "POST /api/chat/init": [200, INIT],
    "GET /api/chat/notes/de-lesson01": [200, pad()],
    "POST /api/tts/generate": [200, { success: false, audioData: null, error: "No voice for this language." }],
    ...routes,
  });
}

const conversation = () => screen.getByRole("list", { name: "Conversation with your tutor" });
const ready = () => within(conversation()).findByText(/How would you say “That is good\.”\?/);
const VOICE_UNAVAILABLE_PATTERN = /^Answering aloud isn't available here, so please type your answer\.$/;
const mic = () => screen.getByRole("button", { name: /^(Hold to record|Stop recording)$/ });

/** A quick press and release: a tap. */
function tap(button: HTMLElement) {
  fireEvent.pointerDown(button);
  fireEvent.pointerUp(button);
  fireEvent.click(button);
}

async function recordAndStop() {
  tap(mic());
  await screen.findByRole("button", { name: "Stop recording" });
  tap(mic());
  return screen.findByRole("group", { name: /Recording ready/ });
}

/** A fake speechSynthesis with one German and one English voice. */
function installSpeechSynthesis() {
  const spoken: { text: string; lang: string; voice: string | undefined }[] = [];
  const voices = [{ lang: "en-US", name: "English" }, { lang: "de-DE", name: "Deutsch" }];
  class Utterance {
    lang = "";
    voice: { name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
  vi.stubGlobal("speechSynthesis", {
    paused: false,
    getVoices: () => voices,
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    speak: (utterance: Utterance) => spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name }),
  });
  return spoken;
}

beforeEach(() => installFakeSocket(false));
afterEach(restoreBrowser);

describe("microphone permission", () => {
  it("shows the red denied alert, and How to enable explains Chrome/Edge, Firefox and Safari", async () => {
    installMicrophone({ permission: "denied" });
    api();
    renderChat();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Microphone access denied");
    fireEvent.click(within(alert).getByRole("button", { name: "How to enable" }));
    const dialog = await screen.findByRole("dialog");
    for (const browser of ["Chrome and Edge", "Firefox", "Safari"]) expect(within(dialog).getByRole("heading", { name: browser })).toBeTruthy();
  });

  it("asks for access with a toast when the browser refuses the microphone", async () => {
    installMicrophone({ failWith: "NotAllowedError" });
    api();
    renderChat();
    await ready();
    expect(screen.queryByText("Microphone access denied")).toBeNull();
    tap(mic());
    expect(await screen.findByText("Microphone access denied")).toBeTruthy();
    expect(await screen.findByText("Microphone Access Required")).toBeTruthy();
    expect(screen.getByText("Please allow microphone access in your browser settings to use voice features.")).toBeTruthy();
  });

  it("says it could not access the microphone when there is none", async () => {
    installMicrophone({ failWith: "NotFoundError" });
    api();
    renderChat();
    await ready();
    tap(mic());
    expect((await screen.findByRole("alert")).textContent).toContain("Could not access microphone. Please check permissions.");
  });

  it("asks by itself after 3 seconds and says when access was granted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { getUserMedia } = installMicrophone({ permission: "prompt", autoRequest: true });
      api();
      renderChat();
      await ready();
      expect(getUserMedia).not.toHaveBeenCalled();
      await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
      expect(getUserMedia).toHaveBeenCalledTimes(1);
      expect(screen.getByText("Microphone access granted")).toBeTruthy();
      expect(screen.getByText("You can now use voice features.")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("recording", () => {
  it("taps to start and stop, shows 35 bars while recording, then discards without sending", async () => {
    const { getUserMedia, track } = installMicrophone();
    const calls = api();
    renderChat();
    await ready();
    tap(mic());
    expect(await screen.findByRole("button", { name: "Stop recording" })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: expect.objectContaining({ echoCancellation: true, noiseSuppression: true, sampleRate: 44100 }) });
    expect(screen.getByTestId("waveform").children).toHaveLength(35);
    expect(screen.getByRole("status").textContent).toContain("Recording");

    tap(mic());
    const review = await screen.findByRole("group", { name: /Recording ready/ });
    expect(track.stop).toHaveBeenCalled();
    fireEvent.click(within(review).getByRole("button", { name: "Discard" }));
    expect(screen.queryByRole("group", { name: /Recording ready/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Your message to the tutor" })).toBeTruthy();
    expect(sentTo(calls, "/api/chat/audio")).toHaveLength(0);
  });

  it("works from the keyboard: the mic toggles, the choice takes focus, then the text box has it back", async () => {
    installMicrophone();
    api();
    renderChat();
    await ready();
    fireEvent.click(mic()); // Enter or Space on a button: a click without pointer events
    fireEvent.click(await screen.findByRole("button", { name: "Stop recording" }));
    const review = await screen.findByRole("group", { name: /Recording ready/ });
    expect(document.activeElement).toBe(within(review).getByRole("button", { name: "Send recording" }));
    fireEvent.click(within(review).getByRole("button", { name: "Discard" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Your message to the tutor" }));
  });

  it("records while held and stops on release", async () => {
    installMicrophone();
    api();
    renderChat();
    await ready();
    fireEvent.pointerDown(mic());
    await screen.findByRole("button", { name: "Stop recording" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    fireEvent.pointerUp(mic());
    expect(await screen.findByRole("group", { name: /Recording ready/ })).toBeTruthy();
  });

  it("uploads a confirmed recording, shows what was heard and plays the reply with a German voice", async () => {
    installMicrophone();
    const spoken = installSpeechSynthesis();
    let form: FormData | undefined;
    const calls = api();
    const fetchSpy = vi.mocked(fetch);
    const answer = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      if (String(input) !== "/api/chat/audio") return answer(input, init);
      form = init?.body as FormData;
      const reply = { response: "Exactly right!", transcription: "Das ist gut", scratchPad: pad({ knownVocabulary: ["gut"] }), audioData: null };
      return new Response(JSON.stringify(reply), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    renderChat();
    await ready();
    const review = await recordAndStop();
    fireEvent.click(within(review).getByRole("button", { name: "Send recording" }));

    expect(await within(conversation()).findByText((_, element) => element?.tagName === "P" && element.textContent === "Heard: Das ist gut")).toBeTruthy();
    expect(within(conversation()).getByText("Exactly right!")).toBeTruthy();
    expect(form?.get("lessonId")).toBe("de-lesson01");
    expect((form?.get("audio") as File | undefined)?.type).toBe("audio/webm;codecs=opus");
    expect(JSON.parse(String(form?.get("conversation")))).toEqual([{ role: "assistant", content: GREETING }]);

    expect(await screen.findByText("Audio is ready!")).toBeTruthy();
    await waitFor(() => expect(spoken).toEqual([{ text: "Exactly right!", lang: "de-DE", voice: "Deutsch" }]));
    expect(JSON.parse(String(sentTo(calls, "/api/tts/generate")[0]![1]))).toEqual({ text: "Exactly right!", languageCode: "de", lessonId: "de-lesson01" });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Audio is ready!")).toBeNull();
  });

  it("says so word for word when a spoken answer fails", async () => {
    installMicrophone();
    api({ "POST /api/chat/audio": [500, { message: "Boom" }] });
    renderChat();
    await ready();
    fireEvent.click(within(await recordAndStop()).getByRole("button", { name: "Send recording" }));
    expect(await within(conversation()).findByText("I'm sorry, I encountered an error processing your audio.")).toBeTruthy();
    expect(within(conversation()).getByText("Something went wrong. Please try again later.")).toBeTruthy();
  });

  it("shows the reply without audio, and no error, when speech cannot be generated", async () => {
    installMicrophone();
    const spoken = installSpeechSynthesis();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(async () => {});
    const reply = { response: "Exactly right!", transcription: "Das ist gut", scratchPad: pad(), audioData: null };
    const calls = api({ "POST /api/chat/audio": [200, reply], "POST /api/tts/generate": [503, { message: "Service unavailable" }] });
    renderChat();
    await ready();
    fireEvent.click(within(await recordAndStop()).getByRole("button", { name: "Send recording" }));

    expect(await within(conversation()).findByText("Exactly right!")).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Speech generation failed", expect.anything()));
    expect(sentTo(calls, "/api/tts/generate")).toHaveLength(1);
    expect(play).not.toHaveBeenCalled();
    expect(spoken).toEqual([]);
    expect(screen.queryByText("Audio is ready!")).toBeNull();
    expect(within(conversation()).queryByText(/encountered an error/)).toBeNull();
    expect(within(conversation()).getAllByRole("button", { name: "Listen to this message" })).toHaveLength(2);
  });

  it("keeps a recording the server could not transcribe (501), says why and offers only to discard it", async () => {
    installMicrophone();
    api({ "POST /api/chat/audio": [501, { message: "This server cannot turn recordings into text." }] });
    renderChat();
    await ready();
    fireEvent.click(within(await recordAndStop()).getByRole("button", { name: "Send recording" }));
    expect(await screen.findByText(VOICE_UNAVAILABLE_PATTERN)).toBeTruthy();
    expect(within(conversation()).queryByText("Voice answer")).toBeNull();
    expect(within(conversation()).queryByText(/encountered an error/)).toBeNull();
    const review = await screen.findByRole("group", { name: /Recording ready/ });
    expect((within(review).getByRole("button", { name: "Send recording" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(review).getByRole("button", { name: "Discard" }));
    // No microphone to press in vain: the box asks for typing.
    expect(screen.queryByRole("button", { name: "Hold to record" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Your message to the tutor" }).getAttribute("placeholder")).toBe("Type your answer...");
  });

  it("says before any recording that voice input is off when neither the server nor the device can transcribe", async () => {
    const { getUserMedia } = installMicrophone();
    api({ "GET /api/chat/speech-input": [200, { serverTranscription: false }] });
    renderChat();
    await ready();
    const reason = await screen.findByText(VOICE_UNAVAILABLE_PATTERN);
    // No microphone that cannot work, no developer wording; the box asks for typing and names the reason.
    expect(screen.queryByRole("button", { name: "Hold to record" })).toBeNull();
    const box = screen.getByRole("textbox", { name: "Your message to the tutor" });
    expect(box.getAttribute("placeholder")).toBe("Type your answer...");
    expect(box.getAttribute("aria-describedby")).toBe(reason.id);
    expect(document.body.textContent).not.toMatch(/server|offline tutor|hold mic/i);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("offers the microphone when the server cannot transcribe but the device can", async () => {
    installMicrophone();
    installOnDeviceRecognition("");
    api({ "GET /api/chat/speech-input": [200, { serverTranscription: false }] });
    renderChat();
    await ready();
    await waitFor(() => expect((mic() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(VOICE_UNAVAILABLE_PATTERN)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Your message to the tutor" }).getAttribute("placeholder")).toBe("Type or hold mic...");
  });

  it("keeps a recording whose upload failed, so it can be sent again", async () => {
    installMicrophone();
    let attempts = 0;
    const reply = { response: "Exactly right!", transcription: "Das ist gut", scratchPad: pad(), audioData: null };
    api({ "POST /api/chat/audio": () => (++attempts === 1 ? [500, { message: "Boom" }] : [200, reply]) });
    renderChat();
    await ready();
    fireEvent.click(within(await recordAndStop()).getByRole("button", { name: "Send recording" }));
    const kept = await screen.findByRole("group", { name: /Recording ready/ });
    expect(screen.getByText(/Your recording was not sent/)).toBeTruthy();
    fireEvent.click(within(kept).getByRole("button", { name: "Send recording" }));
    expect(await within(conversation()).findByText("Exactly right!")).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("sends only the text when the device recognises the language itself", async () => {
    installMicrophone();
    const Recognition = installOnDeviceRecognition("Das ist gut");
    const calls = api({ "POST /api/chat": [200, { response: "Exactly right!", scratchPad: pad() }] });
    renderChat();
    await ready();
    await waitFor(() => expect(Recognition.available).toHaveBeenCalledWith({ langs: ["de-DE"], processLocally: true }));
    fireEvent.click(within(await recordAndStop()).getByRole("button", { name: "Send recording" }));
    expect(await within(conversation()).findByText((_, element) => element?.tagName === "P" && element.textContent === "Heard: Das ist gut")).toBeTruthy();
    expect(await within(conversation()).findByText("Exactly right!")).toBeTruthy();
    expect(sentTo(calls, "/api/chat/audio")).toHaveLength(0);
    expect(JSON.parse(String(sentTo(calls, "/api/chat")[0]![1])).conversation.at(-1)).toEqual({ role: "user", content: "Das ist gut" });
  });
});

describe("listening to a message", () => {
  it("fetches speech only when play is pressed, then plays and pauses it", async () => {
    installMicrophone();
    const history: ChatMessage[] = [{ role: "assistant", content: GREETING }, { role: "user", content: "Das ist gut" }, { role: "assistant", content: "Exactly right!" }];
    const calls = api({
      "POST /api/chat/init": [200, { ...INIT, hasExistingHistory: true, historyLength: 3 }],
      "GET /api/chat/history/de-lesson01": [200, history],
      "POST /api/tts/generate": [200, { success: true, audioData: btoa("\x00\x01\x02\x03"), error: null }],
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:speech"), revokeObjectURL: vi.fn() }));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(async () => {});
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    renderChat();
    await within(conversation()).findByText("Exactly right!");
    expect(sentTo(calls, "/api/tts/generate")).toHaveLength(0);

    const buttons = within(conversation()).getAllByRole("button", { name: "Listen to this message" });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    const pauseButton = await screen.findByRole("button", { name: "Pause audio" }, { timeout: 3000 });
    expect(play).toHaveBeenCalledTimes(1);
    expect(sentTo(calls, "/api/tts/generate")).toHaveLength(1);
    fireEvent.click(pauseButton);
    expect(await screen.findByRole("button", { name: "Resume audio" })).toBeTruthy();
    expect(pause).toHaveBeenCalled();
  });
});
