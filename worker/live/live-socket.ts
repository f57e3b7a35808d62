/**
 * LiveSocket: the Durable Object behind /ws, one per visitor (client address). It holds the
 * visitor's general-purpose websockets with the Hibernation API (an idle socket costs nothing) and
 * answers pings, which the /health page uses to prove the whole path browser → Worker → Durable
 * Object → browser works. One object per visitor, a cap on their open sockets and a per-socket
 * message limit mean that one visitor's flood stalls only their own object, never anyone's health check.
 */
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { LIVE_SOCKET } from "../../contract/constants";
import { LivePing } from "../../contract/schemas";
import type { LiveServerMessage } from "../../contract/wire";
import { acceptWebSocket } from "./accept-websocket";

const MAX_MESSAGE_BYTES = 4096;
const MINUTE_MS = 60_000;

/** The object of the visitor at this client address. */
export function liveSocketName(clientAddress: string): string {
  return `visitor:${clientAddress}`;
}

/** What a socket has used in its current minute; kept in its attachment, so it survives hibernation. */
interface Usage {
  windowStart: number;
  count: number;
}

export const TOO_MANY_SOCKETS = "Too many open connections from your address. Close a tab and try again.";
export const TOO_MANY_MESSAGES = "Too many messages on this connection; it is closed. Reconnect in a minute.";

export class LiveSocket extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (this.ctx.getWebSockets().length >= LIVE_SOCKET.socketsPerVisitor) {
      return Response.json({ message: TOO_MANY_SOCKETS }, { status: 429 });
    }
    return acceptWebSocket(this.ctx, request, { attachment: { windowStart: Date.now(), count: 0 } satisfies Usage });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const used = counted(ws.deserializeAttachment() as Usage | null);
    // Messages already on their way when the socket was closed for a flood are dropped.
    if (used.count > LIVE_SOCKET.messagesPerMinute + 1) return;
    ws.serializeAttachment(used);
    if (used.count <= LIVE_SOCKET.messagesPerMinute) return ws.send(JSON.stringify(answer(message)));
    ws.send(JSON.stringify({ type: "error", message: TOO_MANY_MESSAGES } satisfies LiveServerMessage));
    ws.close(LIVE_SOCKET.policyCloseCode, "Too many messages");
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005 ("no status") may not be echoed back; close normally instead.
    ws.close(code === 1005 ? 1000 : code, reason);
  }
}

function counted(usage: Usage | null, now = Date.now()): Usage {
  if (!usage || now - usage.windowStart >= MINUTE_MS) return { windowStart: now, count: 1 };
  return { windowStart: usage.windowStart, count: usage.count + 1 };
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
