/**
 * npm run bench:tutor — the tutor's speed, measured from outside as a browser sees it:
 *  1. the offline tutor: time per turn (POST /api/chat) against a bare request (GET /api/health);
 *  2. a model with a fixed 300 ms first-token delay (a local OpenAI-compatible stand-in, reached
 *     through AI_PROVIDER=openai): time from sending on the websocket to the first streamed delta;
 *  3. speech: a cache miss against a hit, and how often the provider was asked.
 * Runs against the built Worker (`npm run preview`), as deployed code runs.
 * Targets (issue 5): offline turn ≤ 20 ms median; streaming overhead ≤ 50 ms median; a hit makes no provider call.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { previewPort, startPreviewServer } from "../scripts/dev-server";

const FIRST_TOKEN_MS = 300;
const TURNS = 15;
/** Real tries in German that miss, so each turn is judged and climbs the hint ladder (English would be read as chat). */
const WRONG_TRIES = ["Das ist schlecht.", "Das ist nicht warm.", "Das ist komisch."];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function fakeModelServer() {
  let speechCalls = 0;
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    if (req.url === "/v1/audio/speech") {
      speechCalls++;
      await new Promise((done) => setTimeout(done, 150));
      res.writeHead(200, { "Content-Type": "audio/pcm" }).end(Buffer.alloc(48_000));
      return;
    }
    const { stream } = JSON.parse(body || "{}") as { stream?: boolean };
    if (!stream) {
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({ choices: [{ message: { content: '{"knownVocabulary":[],"knownStructures":[],"struggles":[],"nextFocus":null}' } }] }),
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    await new Promise((done) => setTimeout(done, FIRST_TOKEN_MS));
    for (const word of "Good try! Think about who is doing it, then build the sentence again.".split(" ")) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${word} ` } }] })}\n\n`);
      await new Promise((done) => setTimeout(done, 10));
    }
    res.end("data: [DONE]\n\n");
  });
  return new Promise<{ url: string; speechCalls: () => number; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, speechCalls: () => speechCalls, close: () => server.close() }),
    ),
  );
}

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function post(baseUrl: string, cookie: string, path: string, json: unknown) {
  return fetch(`${baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: baseUrl, Cookie: cookie }, body: JSON.stringify(json) }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
  );
}

async function offlineTurns() {
  const server = await startPreviewServer(previewPort(4176), "bench-offline");
  try {
    const cookie = await signIn(server.baseUrl, "learner", "learner-pass-2026");
    await post(server.baseUrl, cookie, "/api/chat/init", { lessonId: "de-lesson01" });
    const bare: number[] = [];
    const turns: number[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      bare.push(await timed(() => fetch(`${server.baseUrl}/api/health`).then((r) => r.json())));
      turns.push(await timed(() => post(server.baseUrl, cookie, "/api/chat", { lessonId: "de-lesson01", conversation: [{ role: "user", content: WRONG_TRIES[turn % WRONG_TRIES.length]! }] })));
    }
    return { turn: median(turns), bare: median(bare) };
  } finally {
    await server.stop();
  }
}

async function streamedTurns(model: Awaited<ReturnType<typeof fakeModelServer>>) {
  const server = await startPreviewServer(previewPort(4177), "bench-model", { AI_PROVIDER: "openai", OPENAI_BASE_URL: model.url, OPENAI_API_KEY: "bench" });
  try {
    const cookie = await signIn(server.baseUrl, "premium", "premium-pass-2026");
    await post(server.baseUrl, cookie, "/api/chat/init", { lessonId: "es-lesson01" });
    const firstDelta: number[] = [];
    const socket = new WebSocket(`${server.baseUrl.replace("http", "ws")}/ws/tutor/es-lesson01`, { headers: { Cookie: cookie, Origin: server.baseUrl } } as never);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve);
      socket.addEventListener("error", reject);
    });
    let lastReply = "";
    for (let turn = 0; turn < TURNS - 5; turn++) {
      const start = performance.now();
      let first = 0;
      await new Promise<void>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as { type: string; message?: { content: string } };
          if (message.type === "delta" && !first) first = performance.now() - start;
          if (message.type === "reply") lastReply = message.message?.content ?? "";
          if (message.type !== "delta") {
            socket.removeEventListener("message", onMessage);
            resolve();
          }
        };
        socket.addEventListener("message", onMessage);
        socket.send(JSON.stringify({ type: "message", text: `no lo sé ${turn}` }));
      });
      firstDelta.push(first);
    }
    socket.close(1000);

    // Only the tutor's own words in this conversation may be read aloud.
    const sentence = { text: lastReply, languageCode: "es", lessonId: "es-lesson01" };
    const miss = await timed(() => post(server.baseUrl, cookie, "/api/tts/generate", sentence));
    const callsAfterMiss = model.speechCalls();
    const hit = await timed(() => post(server.baseUrl, cookie, "/api/tts/generate", sentence));
    return { firstDelta: median(firstDelta), miss, hit, hitCalls: model.speechCalls() - callsAfterMiss };
  } finally {
    await server.stop();
  }
}

const model = await fakeModelServer();
try {
  const offline = await offlineTurns();
  const streamed = await streamedTurns(model);
  const overhead = streamed.firstDelta - FIRST_TOKEN_MS;
  console.log("tutor benchmark (local workerd, medians)");
  console.log(`  offline turn, round trip:          ${ms(offline.turn)}  (bare request ${ms(offline.bare)}; server time ≈ ${ms(Math.max(0, offline.turn - offline.bare))}, target ≤ 20 ms)`);
  console.log(`  first streamed delta:              ${ms(streamed.firstDelta)}  (model's own first-token delay ${FIRST_TOKEN_MS} ms; overhead ${ms(overhead)}, target ≤ 50 ms)`);
  console.log(`  speech, cache miss / hit:          ${ms(streamed.miss)} / ${ms(streamed.hit)}  (provider calls on the hit: ${streamed.hitCalls}, target 0)`);
} finally {
  model.close();
}
process.exit(0);
