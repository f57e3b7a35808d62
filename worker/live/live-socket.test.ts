import { describe, expect, it } from "vitest";
import type { LiveServerMessage } from "../../contract/wire";
import { call } from "../test/client";
import { answer } from "./live-socket";

async function openSocket(): Promise<WebSocket> {
  const response = await call("/ws", { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  return socket;
}

function nextMessage(socket: WebSocket): Promise<LiveServerMessage> {
  return new Promise((resolve) => {
    socket.addEventListener("message", (event) => resolve(JSON.parse(event.data as string)), { once: true });
  });
}

describe("/ws", () => {
  it("answers a ping with a pong carrying the same timestamp, through the Durable Object", async () => {
    const socket = await openSocket();
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: "ping", timestamp: 1732280000123 }));
    expect(await reply).toEqual({ type: "pong", timestamp: 1732280000123 });
    socket.close(1000, "done");
  });

  it("answers many pings on one socket in order", async () => {
    const socket = await openSocket();
    const received: number[] = [];
    const done = new Promise<void>((resolve) => {
      socket.addEventListener("message", (event) => {
        received.push((JSON.parse(event.data as string) as { timestamp: number }).timestamp);
        if (received.length === 5) resolve();
      });
    });
    for (let timestamp = 1; timestamp <= 5; timestamp++) socket.send(JSON.stringify({ type: "ping", timestamp }));
    await done;
    expect(received).toEqual([1, 2, 3, 4, 5]);
    socket.close(1000, "done");
  });

  it("refuses a plain GET and a handshake from another site", async () => {
    expect((await call("/ws")).status).toBe(426);
    const foreign = await call("/ws", { headers: { Upgrade: "websocket" }, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });

  it("explains what it expects when sent something else", () => {
    expect(answer("not json")).toMatchObject({ type: "error" });
    expect(answer(JSON.stringify({ type: "ping" }))).toMatchObject({ type: "error" });
    expect(answer(new ArrayBuffer(4))).toMatchObject({ type: "error" });
  });
});
