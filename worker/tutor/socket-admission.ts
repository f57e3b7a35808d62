/**
 * Who may talk over a tutor socket, checked on every frame as POST /api/chat checks every request:
 * the session the socket was opened with must still be live, the lesson must still be open to its
 * learner, and the frame counts against the learner's chat limits. The socket remembers its owner
 * (user and session) in its attachment, so the check survives hibernation.
 */
import * as v from "valibot";
import { TUTOR_SOCKET_CLOSE } from "../../contract/constants";
import type { TutorServerMessage } from "../../contract/wire";
import { isLessonLocked, LOCKED_MESSAGE } from "../auth/access";
import { SIGN_IN_REQUIRED } from "../auth/guards";
import { hitAll, learnerSubject, LIMITS, TOO_MANY_ATTEMPTS } from "../auth/rate-limit";
import { sessionUser } from "../auth/session";
import { database } from "../db/client";

const SocketOwner = v.object({ userId: v.pipe(v.number(), v.integer()), sessionId: v.pipe(v.string(), v.minLength(1)) });
export type SocketOwner = v.InferOutput<typeof SocketOwner>;

/** Set by the Worker on the handshake it forwards (overwriting anything the browser sent). */
const OWNER_HEADER = "x-parlo-socket-owner";

export function withSocketOwner(request: Request, owner: SocketOwner): Request {
  const headers = new Headers(request.headers);
  headers.set(OWNER_HEADER, JSON.stringify(owner));
  return new Request(request, { headers });
}

function parseOwner(value: unknown): SocketOwner | null {
  const owner = v.safeParse(SocketOwner, value);
  return owner.success ? owner.output : null;
}

export function ownerOfHandshake(request: Request): SocketOwner | null {
  try {
    return parseOwner(JSON.parse(request.headers.get(OWNER_HEADER) ?? ""));
  } catch {
    return null;
  }
}

export function ownerOfSocket(ws: WebSocket): SocketOwner | null {
  return parseOwner(ws.deserializeAttachment());
}

/** The tag that finds every socket a session opened on one conversation. */
export function sessionTag(sessionId: string): string {
  return `session:${sessionId}`;
}

export interface Refusal {
  frame: Extract<TutorServerMessage, { type: "error" }>;
  /** Set when the socket must be closed: its session ended, or its lesson is locked. */
  close?: SocketClose;
}

/** How a socket is closed (a reason has at most 123 bytes). */
export interface SocketClose {
  code: number;
  reason: string;
}

export const SIGNED_OUT_CLOSE: SocketClose = { code: TUTOR_SOCKET_CLOSE.signedOut, reason: "Signed out" };
export const LOCKED_CLOSE: SocketClose = { code: TUTOR_SOCKET_CLOSE.locked, reason: "This lesson is locked" };

export const SIGNED_OUT: Refusal = { frame: { type: "error", status: 401, message: SIGN_IN_REQUIRED }, close: SIGNED_OUT_CLOSE };
export const LOCKED: Refusal = { frame: { type: "error", status: 402, message: LOCKED_MESSAGE }, close: LOCKED_CLOSE };

function overLimit(retryAfter: number): Refusal {
  return { frame: { type: "error", status: 429, message: TOO_MANY_ATTEMPTS, retryAfter } };
}

/** One per conversation object: it remembers a refusal for its window, so a flood past the limit costs no more D1 calls. */
export class SocketAdmission {
  private refusedUntil = 0;

  constructor(private readonly env: Env) {}

  /** Null when the frame may be answered; otherwise what to send back (and whether to close). */
  async check(owner: SocketOwner | null, lessonNumber: number | null, now = Date.now()): Promise<Refusal | null> {
    if (!owner) return SIGNED_OUT;
    if (now < this.refusedUntil) return overLimit(Math.ceil((this.refusedUntil - now) / 1000));
    const user = await sessionUser(database(this.env.DB), owner.sessionId, now);
    if (!user || user.id !== owner.userId || !user.emailVerified) return SIGNED_OUT;
    if (lessonNumber !== null && isLessonLocked(lessonNumber, user, now)) return LOCKED;
    const limit = await hitAll(this.env, [LIMITS.chatMinute, LIMITS.chatDay], learnerSubject(owner.userId), now);
    if (limit.allowed) return null;
    this.refusedUntil = Math.max(this.refusedUntil, now + limit.retryAfterSeconds * 1000);
    return overLimit(limit.retryAfterSeconds);
  }
}
