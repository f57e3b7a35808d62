/**
 * TutorConversation: one Durable Object (SQLite storage) per learner and lesson. It keeps the
 * newest messages of the conversation (TUTOR_HISTORY_KEPT), the scratch pad and where the learner
 * is in the exercises, so the conversation survives eviction and restarts. Turns run one at a
 * time, in arrival order, whether they come over RPC (POST /api/chat) or over the conversation's
 * websocket (Hibernation API), where every frame is first admitted (session, lock, chat limits).
 */
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { acceptWebSocket } from "../live/accept-websocket";
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, TUTOR_HISTORY_KEPT } from "../../contract/constants";
import type { ChatInitResponse, ChatMessage, ChatReply, ScratchPad, TutorServerMessage } from "../../contract/wire";
import { d1Opinions } from "../answer-reports/opinions";
import type { Bindings } from "../app-env";
import { signBookmark } from "../edge/bookmark-cookie";
import { database } from "../db/client";
import { migrateObjectStorage } from "../db/object-migrations";
import { CONVERSATION_MIGRATIONS, ConversationStore } from "./conversation-store";
import { runTurn, turnDetails } from "./engine";
import { greeting, lessonDetails, START, type ExerciseProgress, type TutorLesson } from "./offline-tutor";
import { tutorProvider } from "./providers";
import { emptyScratchPad } from "./scratch-pad";
import { recordTurnOutcome } from "./turn-outcome";
import { withTryIt } from "./try-it";
import { TryItField } from "../../contract/schemas";
import { ownerOfHandshake, ownerOfSocket, sessionTag, SocketAdmission, type Refusal } from "./socket-admission";

/** A turn's reply, with the D1 bookmark after what the turn recorded (a card, a completed lesson). */
export type TutorAnswer = ChatReply & { bookmark?: string };

/** Which lesson, in which version, the Worker expects the object to hold. */
export interface HeldLesson {
  lessonId: string;
  version: number;
}

/** The object's answer to a turn asked of a lesson version it does not hold yet. */
export const NEEDS_LESSON = "needs-lesson";

/** The object's name: one conversation per learner and lesson. */
export function tutorConversationName(userId: number, lessonId: string): string {
  return `${userId}:${lessonId}`;
}

const ClientMessage = v.object({
  type: v.literal("message"),
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
  tryIt: TryItField,
});

export class TutorConversation extends DurableObject<Env> {
  private turns: Promise<unknown> = Promise.resolve();
  private readonly admission: SocketAdmission;
  private readonly store: ConversationStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.admission = new SocketAdmission(env);
    this.store = new ConversationStore(ctx.storage.sql);
    // Before any request reaches it, as Cloudflare advises: no request sees a half-migrated object.
    ctx.blockConcurrencyWhile(async () => {
      migrateObjectStorage(ctx.storage, CONVERSATION_MIGRATIONS);
    });
  }

  /** Whether this object already holds this version of the lesson. */
  async hasLesson(expected: HeldLesson): Promise<boolean> {
    return this.holds(expected);
  }

  private holds(expected: HeldLesson): boolean {
    const held = this.store.read<HeldLesson | null>("lessonVersion", null);
    return held?.lessonId === expected.lessonId && held.version === expected.version;
  }

  /** The lesson this conversation is about, handed over by the Worker when it changed. */
  async prepare(lesson: TutorLesson, version: number): Promise<void> {
    this.store.write("lesson", lesson);
    this.store.write("lessonVersion", { lessonId: lesson.lessonId, version });
  }

  async init(): Promise<ChatInitResponse> {
    let historyLength = this.store.messageCount();
    const pad = this.store.read<ScratchPad>("scratchPad", emptyScratchPad());
    const lesson = this.store.read<TutorLesson | null>("lesson", null);
    const progress = this.store.read<ExerciseProgress>("progress", START);
    const response = lesson ? greeting(lesson, progress, pad) : "";
    if (historyLength === 0 && response) this.store.append("assistant", response);
    // What the tutor was asked to tell the learner (a teacher's decision on an answer they reported) comes after the greeting, once.
    const notices = this.store.read<string[]>("notices", []);
    if (notices.length) {
      for (const notice of notices) this.store.append("assistant", notice);
      this.store.forget("notices");
      // The screen then loads the history: the greeting and what follows it.
      historyLength = Math.max(historyLength, response ? 1 : 0) + notices.length;
    }
    const details = lesson ? lessonDetails(lesson, progress, pad) : {};
    return { response, scratchPad: pad, hasExistingHistory: historyLength > 0, historyLength: Math.max(historyLength, response ? 1 : 0), ...details };
  }

  /** A page of the history in order, page 1 the newest messages; with the number of messages kept. */
  async history(page = 1, pageSize = CHAT_HISTORY_PAGE_SIZE): Promise<{ messages: ChatMessage[]; total: number }> {
    return { messages: this.store.recent(pageSize, (page - 1) * pageSize), total: this.store.messageCount() };
  }

  /** Whether the tutor said this (as the screen sends it for speech: trimmed, at most one message long). */
  async saidByTutor(text: string): Promise<boolean> {
    const wanted = text.trim();
    return wanted !== "" && this.store.tutorMessages().some((said) => said.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH) === wanted);
  }

  /** Something for the tutor to tell the learner the next time they open the conversation (`init`). */
  async tell(notice: string): Promise<void> {
    this.store.write("notices", [...this.store.read<string[]>("notices", []), notice]);
  }

  /**
   * A teacher accepted an answer this learner reported for the sentence at `exerciseIndex`: whatever
   * it cost them is taken back (the misses and hints on it while they are still there, the
   * structure among their struggles and on the list to review).
   */
  async answerAccepted(exerciseIndex: number, structure: string): Promise<void> {
    const progress = this.store.read<ExerciseProgress | null>("progress", null);
    if (progress) {
      const { rung: _rung, offered: _offered, missed: _missed, ...rest } = progress;
      const kept = progress.exerciseIndex === exerciseIndex ? { ...rest, misses: 0 } : progress;
      const review = (kept.review ?? []).filter((item) => item !== structure);
      const { review: _review, ...withoutReview } = kept;
      this.store.write("progress", review.length ? { ...withoutReview, review } : withoutReview);
    }
    const pad = this.store.read<ScratchPad | null>("scratchPad", null);
    if (pad) this.store.write("scratchPad", { ...pad, struggles: pad.struggles.filter((item) => item !== structure) });
  }

  async scratchPad(): Promise<ScratchPad> {
    return this.store.read<ScratchPad>("scratchPad", emptyScratchPad());
  }

  /** "Reset conversation": history, notes and place in the lesson all start again. */
  async reset(): Promise<void> {
    this.store.clearMessages();
    this.store.forget("scratchPad", "progress");
  }

  /** Forgets everything (account erasure). */
  async erase(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  /**
   * One turn asked through the Worker (POST /api/chat, a recording): answered only when the object
   * holds the lesson version the Worker read, so a turn costs one call and an edited lesson is
   * never judged from the old text.
   */
  async ask(turn: { text: string; userId: number; bookmark?: string; tryIt?: string; held: HeldLesson }): Promise<TutorAnswer | typeof NEEDS_LESSON | null> {
    if (!this.holds(turn.held)) return NEEDS_LESSON;
    return this.send(turn.text, turn.userId, turn.bookmark, undefined, turn.tryIt);
  }

  /**
   * One turn; turns queue up so that parallel messages are answered one by one, in order. Null
   * when the turn failed (the AI did not answer): logged here, and nothing of it was stored.
   * Failing with a value rather than a throw keeps a provider outage from surfacing as an
   * uncaught exception of the object. `bookmark` is the learner's, when the turn comes through the
   * Worker: what the turn records is written at least that far along.
   */
  async send(text: string, userId: number, bookmark?: string, onDelta?: (text: string) => void, tryIt?: string): Promise<TutorAnswer | null> {
    const turn = this.turns
      .then(() => this.turn(text, userId, bookmark, onDelta, tryIt))
      .catch((error: unknown) => {
        console.error("tutor turn failed", error);
        return null;
      });
    this.turns = turn;
    return turn;
  }

  private async turn(text: string, userId: number, bookmark: string | undefined, onDelta?: (text: string) => void, tryIt?: string): Promise<TutorAnswer> {
    const lesson = this.store.read<TutorLesson | null>("lesson", null);
    if (!lesson) throw new Error("the conversation has no lesson yet");
    const history = this.store.recent(TUTOR_HISTORY_KEPT);
    const askedAt = Date.now();
    // Sent from "Try it with the tutor": that question of the lesson text is the sentence until it is answered.
    const progress = withTryIt(lesson, this.store.read<ExerciseProgress>("progress", START), tryIt);
    const result = await runTurn(tutorProvider(this.env), {
      lesson,
      history,
      scratchPad: this.store.read<ScratchPad>("scratchPad", emptyScratchPad()),
      progress,
      text,
      onDelta,
      opinions: d1Opinions(database(this.env.DB)),
    });
    // The learner's message is stored with the reply, in one synchronous write, so a turn the AI
    // failed leaves no unanswered message in the history: the screen shows the error and the
    // learner sends again.
    this.store.append("user", text, askedAt);
    this.store.append("assistant", result.reply);
    this.store.keepNewest(TUTOR_HISTORY_KEPT);
    this.store.write("scratchPad", result.scratchPad);
    this.store.write("progress", result.progress);
    // The conversation is already saved: a failure here costs a review card, never the reply.
    const reached = await recordTurnOutcome(this.env.DB, bookmark, userId, lesson, progress, result).catch((error: unknown) => {
      console.error("the turn's outcome was not recorded", error);
      return undefined;
    });
    return { response: result.reply, scratchPad: result.scratchPad, ...turnDetails(result), ...(reached ? { bookmark: reached } : {}) };
  }

  /** The handshake the Worker forwards, after the paywall, with the socket's owner attached. */
  override async fetch(request: Request): Promise<Response> {
    const owner = ownerOfHandshake(request);
    if (!owner) return Response.json({ message: "The socket's owner is missing" }, { status: 400 });
    return acceptWebSocket(this.ctx, request, { tags: [sessionTag(owner.sessionId)], attachment: owner });
  }

  /**
   * Closes sockets: one session's (logout), all but one session's (password change), or all
   * (reset, deletion, the lesson locked). Answers how many were closed.
   */
  async closeSockets(refusal: Refusal & { sessionId?: string; keepSessionId?: string }): Promise<number> {
    const sockets = this.ctx.getWebSockets(refusal.sessionId ? sessionTag(refusal.sessionId) : undefined);
    const closing = sockets.filter((ws) => !refusal.keepSessionId || ownerOfSocket(ws)?.sessionId !== refusal.keepSessionId);
    for (const ws of closing) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      // The reason goes first, as for a refused frame (issue 29): through the dev server's proxy a
      // close alone never reached a socket that had carried nothing yet, and the learner's next
      // frame then got no answer at all.
      try {
        ws.send(JSON.stringify(refusal.frame));
        ws.close(refusal.close?.code ?? 1000, refusal.close?.reason ?? "");
      } catch (error) {
        console.error("a tutor socket could not be closed", error);
      }
    }
    return closing.length;
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    // The socket may have been closed meanwhile (logout, a lock): what is left of the turn is kept, not sent.
    const open = () => ws.readyState === WebSocket.OPEN;
    const send = (message: TutorServerMessage) => {
      if (open()) ws.send(JSON.stringify(message));
    };
    const lesson = this.store.read<TutorLesson | null>("lesson", null);
    const owner = ownerOfSocket(ws);
    const refusal = await this.admission.check(owner, lesson?.number ?? null);
    if (refusal) {
      send(refusal.frame);
      if (refusal.close && open()) ws.close(refusal.close.code, refusal.close.reason);
      return;
    }
    let parsed: v.InferOutput<typeof ClientMessage>;
    try {
      parsed = v.parse(ClientMessage, JSON.parse(typeof data === "string" ? data : ""));
    } catch {
      return send({ type: "error", message: `Send {"type":"message","text":"…"} with 1 to ${CHAT_MESSAGE_MAX_LENGTH} characters.` });
    }
    // Admitted above, so the socket has its owner.
    // No bookmark comes with a frame: the turn's reads start on the primary, and its reply carries
    // the bookmark of what it wrote for the app to send back.
    const reply = await this.send(parsed.text, owner!.userId, undefined, (text) => send({ type: "delta", text }), parsed.tryIt);
    if (reply) {
      const { response, bookmark, ...rest } = reply;
      // Signed, as the bookmark cookie is: the app sends it back, and the Worker hands D1 only what it signed.
      const signed = bookmark ? await signBookmark(this.env as unknown as Bindings, bookmark) : undefined;
      send({ type: "reply", message: { role: "assistant", content: response }, ...rest, ...(signed ? { bookmark: signed } : {}) });
    } else send({ type: "error", message: "I'm sorry, I encountered an error." });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, reason);
  }
}
