/**
 * Review answers kept in the browser until the server has them. Every answer is written here before
 * it is sent, so an answer made offline, or cut off mid-send by a closed tab or a reload, is sent
 * later; its idempotency key makes the server record it once however often it arrives.
 *
 * A page about to send answers claims them in one IndexedDB transaction, which the browser runs
 * after or before any other tab's, never interleaved: two tabs flushing at once send each answer
 * from one of them only. A claim lapses after a while, so a page that went away mid-send does not
 * strand its answers.
 *
 * Answers belong to the learner who made them: only theirs are sent while they are signed in, and
 * they are dropped when another learner takes the browser, like the service worker's cached reads.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { REVIEW_OUTBOX } from "../../contract/constants";
import type { ReviewAnswerResult } from "../../contract/wire";
import { ApiRequestError } from "./api";
import type { ReviewAnswer } from "./review";

export type KeptAnswerStatus = "pending" | "sent" | "refused";

export interface KeptAnswer extends ReviewAnswer {
  /** The learner who made it. */
  ownerId: number;
  /** ISO instant it was made: the server counts it then. */
  answeredAt: string;
  status: KeptAnswerStatus;
  /** The page sending it, and since when (ms). */
  claim: { page: string; at: number } | null;
  /** When it was sent or refused (ms). */
  settledAt: number | null;
}

export interface FlushReport {
  sent: number;
  /** Refused for good by the server (the lesson is locked now, the card is gone): never resent. */
  refused: number;
  /** Still waiting for the connection (or for a failure that may pass). */
  left: number;
}

interface OutboxSchema extends DBSchema {
  answers: { key: string; value: KeptAnswer; indexes: { owner: number } };
}

/** Answers the server will never take, however often they are sent. */
const REFUSED_FOR_GOOD = new Set([400, 402, 404, 409, 413, 422]);

export function refusedForGood(error: unknown): boolean {
  return error instanceof ApiRequestError && REFUSED_FOR_GOOD.has(error.status);
}

const byTimeMade = (a: KeptAnswer, b: KeptAnswer) => a.answeredAt.localeCompare(b.answeredAt) || a.idempotencyKey.localeCompare(b.idempotencyKey);

export interface ReviewOutbox {
  /** Keeps an answer, claimed by this page, which is about to send it (keeping it again changes nothing). */
  keep(ownerId: number, answer: ReviewAnswer & { answeredAt: string }): Promise<void>;
  /** The answer reached the server (or was refused for good). */
  settle(key: string, status: Exclude<KeptAnswerStatus, "pending">): Promise<void>;
  /** This page could not send it: any page may now. */
  release(key: string): Promise<void>;
  /** The learner's answers the server does not have yet, oldest first. */
  pending(ownerId: number): Promise<KeptAnswer[]>;
  /** Sends the learner's waiting answers in the order they were made; stops at the first failure that may pass. */
  flush(ownerId: number, send: (answer: KeptAnswer) => Promise<ReviewAnswerResult>): Promise<FlushReport>;
  /** Cards the learner answered at or after an instant (sent or not): a queue read before then still lists them. */
  cardsAnsweredSince(ownerId: number, since: string): Promise<Set<number>>;
  /** Drops every other learner's answers. */
  forgetAllBut(ownerId: number): Promise<void>;
  close(): void;
}

export async function openReviewOutbox({ now = Date.now }: { now?: () => number } = {}): Promise<ReviewOutbox> {
  const page = crypto.randomUUID();
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(REVIEW_OUTBOX.database, 1, {
    upgrade(database) {
      database.createObjectStore(REVIEW_OUTBOX.store, { keyPath: "idempotencyKey" }).createIndex("owner", "ownerId");
    },
  });
  const store = REVIEW_OUTBOX.store;
  const claimLapsed = (kept: KeptAnswer) => !kept.claim || now() - kept.claim.at >= REVIEW_OUTBOX.claimMs;

  async function update(key: string, change: (kept: KeptAnswer) => KeptAnswer): Promise<void> {
    const tx = db.transaction(store, "readwrite");
    const kept = await tx.store.get(key);
    if (kept) await tx.store.put(change(kept));
    await tx.done;
  }

  async function ownedBy(ownerId: number): Promise<KeptAnswer[]> {
    return (await db.getAllFromIndex(store, "owner", ownerId)).sort(byTimeMade);
  }

  /** Claims the learner's unclaimed waiting answers for this page, in one transaction. */
  async function claimWaiting(ownerId: number): Promise<KeptAnswer[]> {
    const tx = db.transaction(store, "readwrite");
    const waiting = (await tx.store.index("owner").getAll(ownerId)).filter((kept) => kept.status === "pending" && claimLapsed(kept));
    const claimed = waiting.sort(byTimeMade).map((kept) => ({ ...kept, claim: { page, at: now() } }));
    await Promise.all(claimed.map((kept) => tx.store.put(kept)));
    await tx.done;
    return claimed;
  }

  /** Forgets answers settled long enough ago that no queue still on a screen can list their cards. */
  async function prune(): Promise<void> {
    const tx = db.transaction(store, "readwrite");
    for (const kept of await tx.store.getAll()) {
      if (kept.settledAt !== null && now() - kept.settledAt > REVIEW_OUTBOX.keepSentMs) await tx.store.delete(kept.idempotencyKey);
    }
    await tx.done;
  }

  const outbox: ReviewOutbox = {
    async keep(ownerId, answer) {
      const tx = db.transaction(store, "readwrite");
      if (!(await tx.store.get(answer.idempotencyKey))) {
        await tx.store.put({ ...answer, ownerId, status: "pending", claim: { page, at: now() }, settledAt: null });
      }
      await tx.done;
    },
    settle: (key, status) => update(key, (kept) => ({ ...kept, status, claim: null, settledAt: now() })),
    release: (key) => update(key, (kept) => ({ ...kept, claim: null })),
    async pending(ownerId) {
      return (await ownedBy(ownerId)).filter((kept) => kept.status === "pending");
    },
    async flush(ownerId, send) {
      const report: FlushReport = { sent: 0, refused: 0, left: 0 };
      let stopped = false;
      for (const kept of await claimWaiting(ownerId)) {
        if (stopped) {
          await outbox.release(kept.idempotencyKey);
          continue;
        }
        try {
          await send(kept);
          await outbox.settle(kept.idempotencyKey, "sent");
          report.sent++;
        } catch (error) {
          if (refusedForGood(error)) {
            await outbox.settle(kept.idempotencyKey, "refused");
            report.refused++;
          } else {
            // Offline, signed out, a server hiccup: later answers wait too, so they arrive in order.
            stopped = true;
            await outbox.release(kept.idempotencyKey);
          }
        }
      }
      await prune();
      report.left = (await outbox.pending(ownerId)).length;
      return report;
    },
    async cardsAnsweredSince(ownerId, since) {
      const answered = (await ownedBy(ownerId)).filter((kept) => kept.status !== "refused" && kept.answeredAt >= since);
      return new Set(answered.map((kept) => kept.cardId));
    },
    async forgetAllBut(ownerId) {
      const tx = db.transaction(store, "readwrite");
      for (const kept of await tx.store.getAll()) {
        if (kept.ownerId !== ownerId) await tx.store.delete(kept.idempotencyKey);
      }
      await tx.done;
    },
    close: () => db.close(),
  };
  return outbox;
}

let shared: Promise<ReviewOutbox | null> | null = null;

/** This page's outbox, or null where the browser keeps no IndexedDB (then answers go straight to the server). */
export function reviewOutbox(): Promise<ReviewOutbox | null> {
  shared ??= typeof indexedDB === "undefined" ? Promise.resolve(null) : openReviewOutbox().catch(() => null);
  return shared;
}

/** Closes this page's outbox (tests: each starts with a browser profile of its own). */
export async function closeReviewOutbox(): Promise<void> {
  const current = shared;
  shared = null;
  (await current)?.close();
}
