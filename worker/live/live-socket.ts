/**
 * LiveSocket: the Durable Object behind /ws. It holds the app's general-purpose websockets with the
 * Hibernation API (an idle socket costs nothing) and answers pings, which the /health page uses
 * to prove the whole path browser → Worker → Durable Object → browser works.
 */
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { acceptWebSocket } from "./accept-websocket";
import { LivePing } from "../../contract/schemas";
import type { LiveServerMessage } from "../../contract/wire";

const MAX_MESSAGE_BYTES = 4096;

export class LiveSocket extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    return acceptWebSocket(this.ctx, request);
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    ws.send(JSON.stringify(answer(message)));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005 ("no status") may not be echoed back; close normally instead.
    ws.close(code === 1005 ? 1000 : code, reason);
  }
}

export function answer(message: string | ArrayBuffer): LiveServerMessage {
  if (typeof message !== "string" || message.length > MAX_MESSAGE_BYTES) {
    return { type: "error", message: "Messages must be JSON text" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return { type: "error", message: "Messages must be JSON text" };
  }
  const ping = v.safeParse(LivePing, parsed);
  if (!ping.success) return { type: "error", message: "Unknown message; send {\"type\":\"ping\",\"timestamp\":<number>}" };
  return { type: "pong", timestamp: ping.output.timestamp };
}
