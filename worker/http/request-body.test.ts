/**
 * Request bodies are read only as far as their limit, whatever the sender declares. A body the Worker
 * has no use for (an early 401, 403, 413, 429) is read to its end when small, which keeps the
 * connection usable, and cancelled when large.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUDIO_UPLOAD_MAX_BYTES, JSON_BODY_MAX_BYTES, REFUSED_BODY_DRAIN_MAX_BYTES } from "../../contract/constants";
import { app } from "../app";
import { call, DEMO, ORIGIN, signIn } from "../test/client";

const CHUNK = 64 * 1024;

/** A body of about `totalBytes` sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunkedBody(totalBytes: number, first = "", last = "") {
  const sent = { bytes: 0, cancelled: false };
  const filler = new Uint8Array(CHUNK).fill(0x20);
  const chunks = function* () {
    yield new TextEncoder().encode(first);
    for (let bytes = 0; bytes < totalBytes; bytes += CHUNK) yield filler;
    yield new TextEncoder().encode(last);
  };
  const pending = chunks();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pending.next();
      if (next.done) return controller.close();
      sent.bytes += next.value.byteLength;
      controller.enqueue(next.value);
    },
    cancel() {
      sent.cancelled = true;
    },
  });
  return { stream, sent };
}

const MB = 1024 * 1024;

describe("a body with no Content-Length", () => {
  it("is refused with 413 once it passes the JSON limit, without being read to the end", async () => {
    const { stream, sent } = chunkedBody(60 * MB, '{"username": "', '", "password": "x"}');
    const response = await call("/api/login", { body: stream, headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body is too large" });
    expect(sent.bytes).toBeLessThan(JSON_BODY_MAX_BYTES + REFUSED_BODY_DRAIN_MAX_BYTES + 2 * MB);
  });

  it("is refused with 413 once a recording passes the upload limit, without being read to the end", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    const boundary = "----parlo-test";
    const { stream, sent } = chunkedBody(
      30 * MB,
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="speech.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="lessonId"\r\n\r\nde-lesson01\r\n--${boundary}--\r\n`,
    );
    const response = await call("/api/chat/audio", {
      cookie,
      body: stream,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Recordings can be at most 10 MB." });
    expect(sent.bytes).toBeLessThan(AUDIO_UPLOAD_MAX_BYTES + REFUSED_BODY_DRAIN_MAX_BYTES + 2 * MB);
  });

  it("within the limit is read whole, as before", async () => {
    const json = JSON.stringify(DEMO.learner);
    const response = await call("/api/login", { body: new Blob([json]).stream(), headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(200);
  });
});

describe("a body the Worker answers early", () => {
  const post = (path: string, headers: Record<string, string>, bytes: number) => {
    const { stream, sent } = chunkedBody(bytes);
    const request = new Request(`${ORIGIN}${path}`, { method: "POST", body: stream, headers });
    const context = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    return { sent, answer: app.fetch(request, env, context) };
  };
  const early = [
    ["a cross-site request (403)", "/api/login", { "Content-Type": "application/json", Origin: "https://evil.example" }, 403],
    ["a signed-out request (401)", "/api/chat", { "Content-Type": "application/json", Origin: ORIGIN }, 401],
    ["a declared oversize body (413)", "/api/login", { "Content-Type": "application/json", Origin: ORIGIN, "Content-Length": String(10 * MB) }, 413],
  ] as const;

  it.each(early)("is read to its end when small, after %s, so the connection stays usable", async (_name, path, headers, status) => {
    const { sent, answer } = post(path, headers, 200 * 1024);
    expect((await answer).status).toBe(status);
    expect(sent.bytes).toBeGreaterThan(200 * 1024);
    expect(sent.cancelled).toBe(false);
  });

  it.each(early)("is cancelled when large, after %s", async (_name, path, headers, status) => {
    const { sent, answer } = post(path, headers, 60 * MB);
    expect((await answer).status).toBe(status);
    expect(sent.cancelled).toBe(true);
    expect(sent.bytes).toBeLessThan(REFUSED_BODY_DRAIN_MAX_BYTES + 2 * MB);
  });
});
