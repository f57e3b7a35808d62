/** "Reset progress" for a language starts its reviews again too: its cards go, with their answers. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { reviewCards } from "../db/schema";

export function forgetLanguageCards(db: Database, userId: number, languageCode: string) {
  return db.delete(reviewCards).where(and(eq(reviewCards.userId, userId), eq(reviewCards.languageCode, languageCode)));
}
