import { describe, expect, it } from "vitest";
import { LIVE_SOCKET } from "../../contract/constants";
import type { LiveServerMessage } from "../../contract/wire";
import { call } from "../test/client";
import { answer } from "./live-socket";

async function openSocket(visitor = "203.0.113.9"): Promise<WebSocket> {
  const response = await call("/ws", { headers: { Upgrade: "websocket", "cf-connecting-ip": visitor } });
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

async function expectPong(socket: WebSocket): Promise<void> {
  const reply = nextMessage(socket);
  socket.send(JSON.stringify({ type: "ping", timestamp: 7 }));
  expect(await reply).toEqual({ type: "pong", timestamp: 7 });
  socket.close(1000, "done");
}

async function until(condition: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
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

  it("answers a flood on one socket only up to the per-minute limit, then closes it (1008)", async () => {
    const socket = await openSocket();
    const received: LiveServerMessage[] = [];
    socket.addEventListener("message", (event) => {
      received.push(JSON.parse(event.data as string) as LiveServerMessage);
    });
    const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
    for (let timestamp = 1; timestamp <= 200; timestamp++) socket.send(JSON.stringify({ type: "ping", timestamp }));
    let giveUp!: (value: string) => void;
    const stillOpen = new Promise<string>((resolve) => (giveUp = resolve));
    const timer = setTimeout(() => giveUp("still open"), 3000);
    expect(await Promise.race([closed, stillOpen])).toBe(LIVE_SOCKET.policyCloseCode);
    clearTimeout(timer);
    expect(received.filter((message) => message.type === "pong")).toHaveLength(LIVE_SOCKET.messagesPerMinute);
    expect(received.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/too many/i) });
    // The object has worked through the flood: a new socket gets its pong.
    await expectPong(await openSocket());
  });

  it("gives each visitor their own object: one holding many sockets is refused more (429), another still gets its pong", async () => {
    const flood = await Promise.all(Array.from({ length: LIVE_SOCKET.socketsPerVisitor }, () => openSocket("198.51.100.7")));
    const refused = await call("/ws", { headers: { Upgrade: "websocket", "cf-connecting-ip": "198.51.100.7" } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/too many/i) });
    await expectPong(await openSocket("192.0.2.44"));
    for (const socket of flood) socket.close(1000, "done");
    // Closed sockets make room again.
    const again = async () => {
      const response = await call("/ws", { headers: { Upgrade: "websocket", "cf-connecting-ip": "198.51.100.7" } });
      response.webSocket?.accept();
      response.webSocket?.close(1000, "done");
      return response.status === 101;
    };
    expect(await until(again)).toBe(true);
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
