/** The language of one of a learner's review cards, for hearing a spoken answer to it. */
import { and, eq } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { isLessonLocked, LOCKED_MESSAGE } from "../auth/access";
import type { Database } from "../db/client";
import { reviewCards } from "../db/schema";
import { ApiError } from "../http/errors";
import { CARD_NOT_FOUND } from "./answer";

/** Another learner's card is not found (404); a card of a lesson this learner cannot open now is locked (402). */
export async function cardLanguage(db: Database, user: UserRow, cardId: number): Promise<string> {
  const [card] = await db
    .select({ languageCode: reviewCards.languageCode, lessonNumber: reviewCards.lessonNumber })
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, user.id)));
  if (!card) throw new ApiError(404, CARD_NOT_FOUND);
  if (isLessonLocked(card.lessonNumber, user)) throw new ApiError(402, LOCKED_MESSAGE, { locked: true });
  return card.languageCode;
}
