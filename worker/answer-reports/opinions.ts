/**
 * Second opinions on sentences the checker could not place, kept in D1 per exercise and normalised
 * sentence: a model's, asked once and cached; an admin's, which overrules it and is never replaced
 * by a model's. An opinion given for another prompt at the same place is stale and not used.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { answerOpinions } from "../db/schema";
import { answerKey } from "./answer-key";

export interface Opinion {
  verdict: "correct" | "wrong";
  reason: string;
  source: "model" | "admin";
}

export interface OpinionPlace {
  lessonId: string;
  exerciseIndex: number;
  prompt: string;
}

/** What the tutor's turn reads and writes; D1 in the conversation, a Map in unit tests. */
export interface OpinionStore {
  find(place: OpinionPlace, answer: string): Promise<Opinion | null>;
  /** Keeps a model's opinion unless an admin has decided about this sentence. */
  keepModelOpinion(place: OpinionPlace, answer: string, opinion: Omit<Opinion, "source">): Promise<void>;
}

export function d1Opinions(db: Database): OpinionStore {
  return {
    async find(place, answer) {
      const [row] = await db
        .select({ verdict: answerOpinions.verdict, reason: answerOpinions.reason, source: answerOpinions.source, prompt: answerOpinions.prompt })
        .from(answerOpinions)
        .where(and(eq(answerOpinions.lessonId, place.lessonId), eq(answerOpinions.exerciseIndex, place.exerciseIndex), eq(answerOpinions.answerKey, answerKey(answer))))
        .limit(1);
      return row && row.prompt === place.prompt ? { verdict: row.verdict, reason: row.reason, source: row.source } : null;
    },
    async keepModelOpinion(place, answer, opinion) {
      await db
        .insert(answerOpinions)
        .values({ ...place, answerKey: answerKey(answer), answer, ...opinion, source: "model", updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [answerOpinions.lessonId, answerOpinions.exerciseIndex, answerOpinions.answerKey],
          set: { prompt: place.prompt, answer, verdict: opinion.verdict, reason: opinion.reason, updatedAt: new Date() },
          // An admin's decision stands, for the prompt it was made on.
          setWhere: sql`${answerOpinions.source} = 'model' OR ${answerOpinions.prompt} <> ${place.prompt}`,
        });
    },
  };
}

/** An admin's decision about a sentence: it replaces any model's opinion and is what later turns use. */
export function adminOpinion(db: Database, adminId: number, place: OpinionPlace, answer: string, verdict: Opinion["verdict"], reason: string) {
  const values = { ...place, answerKey: answerKey(answer), answer, verdict, reason, source: "admin" as const, decidedBy: adminId, updatedAt: new Date() };
  return db
    .insert(answerOpinions)
    .values(values)
    .onConflictDoUpdate({
      target: [answerOpinions.lessonId, answerOpinions.exerciseIndex, answerOpinions.answerKey],
      set: { prompt: place.prompt, verdict, reason, source: "admin", decidedBy: adminId, updatedAt: values.updatedAt },
    });
}
