/**
 * Request bodies are read through a byte count that stops at the route's limit. Content-Length is
 * only a hint: a chunked body declares none, and a body read to its end before the size check can
 * exhaust an isolate's memory (and other learners' requests with it).
 */
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";

/** The body's bytes, or a 413 with `tooLarge` as soon as they pass `maxBytes` (the rest is never read). */
export async function readBodyWithin(request: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw new ApiError(413, tooLarge);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError(413, tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A multipart/form-data body, from bytes already read within their limit; throws when malformed. */
export function parseForm(body: Uint8Array, contentType: string): Promise<FormData> {
  return new Response(body, { headers: { "Content-Type": contentType } }).formData();
}

/**
 * A body nobody read when the answer is ready (an Origin refusal, a 401, a 413 on Content-Length, a
 * 429) is cancelled, so the sender stops uploading and the connection is free for the next request;
 * left unread, it made the local dev server fail the following request with "fetch failed".
 */
export const cancelUnreadBody = createMiddleware(async (c, next) => {
  const request = c.req.raw;
  await next();
  if (request.body && !request.bodyUsed && !request.body.locked) await request.body.cancel().catch(() => {});
});
