/**
 * After the answer was shown (issue 28, item 6): the learner says or types the sentence once, and
 * that message counts for the shown sentence, never against the next one. Said right, it is
 * acknowledged; any other try is compared with the answer once more, without a miss; either way
 * the tutor then goes on ("ok", "next" and small talk too). A question or a request for help is
 * answered first, and the sentence waits.
 */
import type { Verdict } from "./answer-check";
import type { IntentKind } from "./intent";
import type { TutorTurn } from "./offline-tutor";
import { advance, type TurnState } from "./tutor-moves";
import type { Comparison } from "./word-marks";

export const AFTER_REVEAL_TEXT = {
  said: "That's it: now you've said it yourself.",
  compare: (answer: string) => `Compare yours with “${answer}” once more, word by word; it comes back in your review.`,
  onwards: "Let's go on.",
};

/** Messages answered as usual while the shown sentence waits for the learner to say it. */
const WAITING: ReadonlySet<IntentKind> = new Set(["word-meaning", "why", "question", "help", "confused"]);

/** Messages that are a try at the shown sentence, whatever the checker made of them. */
const TRIES: ReadonlySet<IntentKind> = new Set(["attempt", "other-language", "off-topic", "give-up", "tell-answer"]);

/** The turn after a reveal; null when the message is answered as usual and the sentence still waits. */
export function afterReveal(state: TurnState, verdict: Verdict, intent: IntentKind, comparison: Comparison | undefined): TutorTurn | null {
  const review = state.progress.review ?? [];
  const marks = comparison ? { marks: comparison.marks } : {};
  if (verdict.kind === "correct") return { ...advance(state, state.pad, AFTER_REVEAL_TEXT.said, review), verdict, ...marks };
  if (WAITING.has(intent)) return null;
  if (TRIES.has(intent)) return { ...advance(state, state.pad, AFTER_REVEAL_TEXT.compare(state.exercise.answers[0]!), review), intent, verdict, ...marks };
  return { ...advance(state, state.pad, AFTER_REVEAL_TEXT.onwards, review), intent };
}
