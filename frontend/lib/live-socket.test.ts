import { describe, expect, it } from "vitest";
import { liveSocketUrl, reconnectDelay } from "./live-socket";

describe("websocket reconnect policy", () => {
  it("waits 1000 ms times the attempt number, for at most 5 attempts", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => reconnectDelay(1006, attempt))).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(reconnectDelay(1006, 6)).toBeNull();
  });

  it("never reconnects after a normal close (1000)", () => {
    expect(reconnectDelay(1000, 1)).toBeNull();
  });

  it("uses the secure scheme on https", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "parlo.app" })).toBe("wss://parlo.app/ws");
    expect(liveSocketUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/ws");
  });
});
