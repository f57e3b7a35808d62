import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TutorServerMessage } from "../../../contract/wire";
import { apiUrl, load, send } from "../api";
import { TutorConnection } from "./tutor-connection";

/** A D1 bookmark of the model's shape at `version` (contract/bookmark.ts). */
const bookmarkAt = (version: number) => `00000000-${version.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;

/** A tutor socket that opens at once and answers each message with a reply carrying the next of `bookmarks`. */
function fakeSocketAnswering(bookmarks: unknown[]) {
  return class FakeSocket extends EventTarget {
    static readonly OPEN = 1;
    readyState = 0;
    constructor(readonly url: string) {
      super();
      queueMicrotask(() => {
        this.readyState = FakeSocket.OPEN;
        this.dispatchEvent(new Event("open"));
      });
    }
    send(): void {
      const reply: TutorServerMessage = {
        type: "reply",
        message: { role: "assistant", content: "Richtig!", createdAt: "2026-06-01T10:00:00.000Z" },
        scratchPad: { knownVocabulary: [], knownStructures: [], struggles: [], nextFocus: null },
        bookmark: bookmarks.shift() as string,
      };
      queueMicrotask(() => this.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(reply) })));
    }
    close(): void {}
  };
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(() => Promise.resolve(new Response("[]", { status: 200 })));
  vi.stubGlobal("fetch", fetch);
});
afterEach(() => vi.unstubAllGlobals());

const sentBookmark = (call: number) => new Headers((fetch.mock.calls[call]![1] as RequestInit).headers).get("x-d1-bookmark");

describe("the bookmark of a tutor turn over the socket", () => {
  it("is sent back on the app's next API calls, the newest one seen, and never a malformed one", async () => {
    const newest = bookmarkAt(0x2a);
    vi.stubGlobal("WebSocket", fakeSocketAnswering([bookmarkAt(0x10), newest, bookmarkAt(0x11), newest.toUpperCase(), `${newest}0`, "junk"]));
    const tutor = new TutorConnection("de-lesson01");
    const reply = await tutor.send("Der Hund schläft", [], { onDelta: () => undefined });
    expect(reply).not.toHaveProperty("bookmark");
    await load("/api/progress/language/de");
    expect(sentBookmark(0)).toBe(bookmarkAt(0x10));
    // A newer one wins; an older one, or anything not shaped like a bookmark, does not replace it.
    for (let turn = 0; turn < 5; turn++) await tutor.send("Hallo", [], { onDelta: () => undefined });
    await load("/api/review/summary");
    await send("POST", apiUrl("/api/progress/lesson/:lessonId/complete", { lessonId: "de-lesson02" }));
    expect(sentBookmark(1)).toBe(newest);
    expect(sentBookmark(2)).toBe(newest);
  });
});

describe("a socket the Worker ends while it is idle (issue 29)", () => {
  it("is retired on the 401 frame, so the next turn opens a new socket instead of waiting on a dead one", async () => {
    const sockets: EventTarget[] = [];
    const Answering = fakeSocketAnswering([bookmarkAt(1), bookmarkAt(2)]);
    vi.stubGlobal(
      "WebSocket",
      class extends Answering {
        closed = false;
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
        override close(): void {
          this.closed = true;
        }
      },
    );
    const tutor = new TutorConnection("de-lesson01");
    await tutor.send("Hallo", [], { onDelta: () => undefined });
    expect(sockets).toHaveLength(1);
    sockets[0]!.dispatchEvent(new MessageEvent("message", { data: JSON.stringify({ type: "error", status: 401, message: "Please sign in to continue." }) }));
    expect((sockets[0] as unknown as { closed: boolean }).closed).toBe(true);
    await tutor.send("Noch einmal", [], { onDelta: () => undefined });
    expect(sockets).toHaveLength(2);
  });
});
