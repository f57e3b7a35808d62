/**
 * Test helpers for the tutor chat: the panel inside the app's providers on /de/lesson/1, given
 * what the lesson screen gives it, with a stand-in for the header's "Reset conversation" that
 * opens the confirmation as the screen does, and a fake tutor socket the test speaks for (or
 * one that never connects, so turns go over HTTP). The fake microphone is voice input's own
 * (components/voice/voice-harness.ts), re-exported here for the chat's tests.
 */
import { render } from "@testing-library/react";
import { StrictMode, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import { lessonIdFor } from "../../../../contract/lesson-ids";
import type { LessonSummary, ScratchPad, TutorServerMessage, User } from "../../../../contract/wire";
import { load } from "../../../lib/api";
import { ToastProvider } from "../../../lib/toast";
import { ChatPanel } from "../ChatPanel";

export { installMicrophone, installOnDeviceRecognition, restoreBrowser } from "../../../components/voice/voice-harness";

export const LESSON_TITLE = "Words You Already Know";
export const HEADER_RESET = "Reset conversation";

/** What the lesson screen hands the chat beside the lesson: the language's lessons and the learner. */
export interface ChatHostProps {
  lessons?: LessonSummary[];
  user?: User | null;
  onShowLessons?(): void;
  /** German lesson n, at its route; 1 unless said. */
  lessonNumber?: number;
  /** A question of the lesson text chosen with "Try it with the tutor": its banner shows until it is done. */
  exercise?: string;
  /** That question is a "Try it" task inviting sentences of the learner's own. */
  practice?: boolean;
}

function Host({ lessons, user = null, onShowLessons = () => {}, lessonNumber = 1, exercise: tried = undefined, practice = false }: ChatHostProps) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [exercise, setExercise] = useState<string | null>(tried ?? null);
  return (
    <>
      <button type="button" onClick={() => setConfirmingReset(true)}>
        {HEADER_RESET}
      </button>
      <ChatPanel
        lessonId={lessonIdFor("de", lessonNumber)}
        languageCode="de"
        lessonTitle={LESSON_TITLE}
        lessons={lessons}
        user={user}
        onShowLessons={onShowLessons}
        exercise={exercise}
        practice={practice}
        onExerciseDone={() => setExercise(null)}
        confirmingReset={confirmingReset}
        onConfirmingResetChange={setConfirmingReset}
      />
    </>
  );
}

export function renderChat(props: ChatHostProps = {}) {
  const router = createMemoryRouter(
    [
      { path: "/:language/lesson/:lessonNumber", element: <Host {...props} /> },
      { path: "*", element: <p>Somewhere else</p> },
    ],
    { initialEntries: [`/de/lesson/${props.lessonNumber ?? 1}`] },
  );
  return render(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map(), fetcher: load, dedupingInterval: 0 }}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SWRConfig>
    </StrictMode>,
  );
}

export const pad = (overrides: Partial<ScratchPad> = {}): ScratchPad => ({
  knownVocabulary: [],
  knownStructures: [],
  struggles: [],
  nextFocus: null,
  ...overrides,
});

export const GREETING = "Hi! I'm your tutor for Lesson 1: Words You Already Know.\n\nFirst sentence, 1 of 5. How would you say “That is good.”?";

/**
 * A tutor socket under the test's control. `FakeSocket.accept` false: it never connects (the
 * connection falls back to HTTP). Otherwise `FakeSocket.last` is the open socket and `push`
 * speaks for the server.
 */
export class FakeSocket {
  static readonly OPEN = 1;
  static accept = false;
  static last: FakeSocket | null = null;
  readonly sent: string[] = [];
  readyState = 0;
  private listeners = new Map<string, Set<(event: unknown) => void>>();

  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      if (FakeSocket.accept) {
        this.readyState = 1;
        this.emit("open", {});
      } else {
        this.readyState = 3;
        this.emit("error", {});
        this.emit("close", {});
      }
    }, 0);
  }

  addEventListener(type: string, listener: (event: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit("close", {});
  }

  push(message: TutorServerMessage) {
    this.emit("message", { data: JSON.stringify(message) });
  }

  private emit(type: string, event: unknown) {
    // Those listening now: a listener that adds or removes one must not change who hears this event.
    const listening = [...(this.listeners.get(type) ?? [])];
    for (const listener of listening) listener(event);
  }
}

export function installFakeSocket(accept = false) {
  FakeSocket.accept = accept;
  FakeSocket.last = null;
  vi.stubGlobal("WebSocket", FakeSocket);
}

export function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}
