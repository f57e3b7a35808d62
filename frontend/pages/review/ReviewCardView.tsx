/**
 * One review card: the prompt, the learner's sentence typed or spoken (the chat's composer: Enter
 * sends it), the hint ladder on request (the button, or Alt+H from the answer field; the shortcut is
 * shown only where a keyboard is likely, `KEYBOARD_QUERY`, decision 048), then the checker's verdict,
 * what the learner said with the wrong words marked as the tutor marks them, why (the checker's
 * explanation), the sentence as the lesson gives it and heard (played once after a miss), when the
 * card comes back, and the way on (focused, so Enter goes on).
 *
 * Every answer is kept on the device (lib/review-outbox.ts) before it is sent. When it cannot reach
 * the server it stays there and goes when the connection is back: the screen says it is saved and
 * not yet checked, since the checker and the accepted answers live on the server only.
 */
import { Lightbulb, Eye } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ReviewAnswerResult, ReviewCard, ReviewRating } from "../../../contract/wire";
import { ApiRequestError } from "../../lib/api";
import { newIdempotencyKey, sendReviewAnswer } from "../../lib/review";
import { refusedForGood, reviewOutbox } from "../../lib/review-outbox";
import { ReviewAnswerComposer } from "./ReviewAnswerComposer";
import { languageTag } from "../../../contract/lesson-languages";
import { KEYBOARD_QUERY } from "../../../contract/constants";
import { loadScriptFont } from "../../lib/script-fonts";
import { useMediaQuery } from "../../lib/media-query";
import { MarkedWords } from "../../components/MarkedWords";
import { HearSentence } from "./HearSentence";
import { TargetText } from "../../components/TargetText";

export const CARD_TEXT = {
  position: (position: number, total: number) => `Card ${position} of ${total}`,
  ask: "How would you say",
  answerLabel: "Your sentence",
  check: "Check",
  checking: "Checking...",
  hint: "Hint",
  hintShortcut: "Alt+H",
  giveUp: "Show answer",
  example: (prompt: string, answer: string) => `A similar one, worked through: “${prompt}” is “${answer}”.`,
  failed: "Your answer could not be saved. Check your connection and try again.",
  locked: "This card's lesson is part of Parlo Premium, so it cannot be reviewed now.",
  right: "Right!",
  rightWithHelp: "Right, with a hint.",
  wrong: "Not quite.",
  revealed: "Here it is.",
  savedOffline: "Saved on this device. It will be checked when you're back online.",
  expected: "The sentence:",
  yours: (attempt: string) => `You said: “${attempt}”`,
  youSaid: "You said:",
  why: "Why:",
  comesBack: (when: string) => `This card comes back ${when}.`,
  next: "Next card",
  finish: "See your summary",
  skip: "Skip this card",
};

const RATING_TEXT: Record<ReviewRating, string> = { good: CARD_TEXT.right, hard: CARD_TEXT.rightWithHelp, again: CARD_TEXT.wrong };

/** "in 10 minutes", "tomorrow", "in 3 days": how long until an instant, in the browser's words. */
export function comesBackIn(nextDue: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((Date.parse(nextDue) - now) / 60_000));
  const words = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  if (minutes < 60) return words.format(minutes, "minute");
  if (minutes < 24 * 60) return words.format(Math.round(minutes / 60), "hour");
  return words.format(Math.round(minutes / (24 * 60)), "day");
}

/** How an answer went as the screen knows it: rated by the server, or kept on the device for later. */
export type ReviewOutcome = ReviewRating | "saved";

interface ReviewCardViewProps {
  card: ReviewCard;
  /** The signed-in learner, whose answers these are. */
  learnerId: number;
  position: number;
  total: number;
  /** With the server's result when it judged the answer (not when it was kept on the device). */
  onAnswered(outcome: ReviewOutcome, result?: ReviewAnswerResult): void;
  onNext(): void;
}

export function ReviewCardView({ card, learnerId, position, total, onAnswered, onNext }: ReviewCardViewProps) {
  const [attempt, setAttempt] = useState("");
  const [rungs, setRungs] = useState(0);
  // One key per card's answer: a retry after a failed send is the same answer.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const next = useRef<HTMLButtonElement>(null);
  const hints = [card.nudge, card.hint, CARD_TEXT.example(card.example.prompt, card.example.answer)];
  const last = position === total;

  const answered = Boolean(result) || saved;
  // The card's language may be one the learner has no lesson of open: its script's font comes with it.
  useEffect(() => loadScriptFont(card.languageCode), [card.languageCode]);
  useEffect(() => {
    if (answered || locked) next.current?.focus();
  }, [answered, locked]);

  // A shortcut is worth showing only where there is a keyboard to press it on.
  const keyboard = useMediaQuery(KEYBOARD_QUERY);
  const showHint = () => setRungs((shown) => Math.min(hints.length, shown + 1));

  const answer = async (gaveUp: boolean, said = "") => {
    if (sending || answered) return;
    setAttempt(said);
    setSending(true);
    setFailure(null);
    const made = { cardId: card.cardId, attempt: said, hintUsed: rungs > 0, gaveUp, idempotencyKey, answeredAt: new Date().toISOString() };
    const outbox = await reviewOutbox();
    const kept = outbox ? await outbox.keep(learnerId, made).then(() => true, () => false) : false;
    try {
      const reply = await sendReviewAnswer(made);
      await outbox?.settle(idempotencyKey, "sent").catch(() => undefined);
      setResult(reply);
      onAnswered(reply.rating, reply);
    } catch (error) {
      if (kept && !refusedForGood(error)) {
        // Offline (or a failure that may pass): the outbox sends it when the connection is back.
        await outbox!.release(idempotencyKey).catch(() => undefined);
        setSaved(true);
        onAnswered("saved");
        return;
      }
      if (kept) await outbox!.settle(idempotencyKey, "refused").catch(() => undefined);
      const isLocked = error instanceof ApiRequestError && error.status === 402;
      setLocked(isLocked);
      setFailure(isLocked ? CARD_TEXT.locked : CARD_TEXT.failed);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The key's place, not its letter: Alt+H types "˙" on a Mac.
    if (event.altKey && event.code === "KeyH") {
      event.preventDefault();
      showHint();
    }
  };

  // The learner's words with what differs marked, when the checker found a word wrong.
  const marked = Boolean(result?.marks?.some((mark) => !mark.ok));
  const verdict = result && (result.verdict === null ? CARD_TEXT.revealed : RATING_TEXT[result.rating]);
  return (
    <section aria-labelledby="review-prompt" data-language={card.languageCode} className="card p-5 sm:p-8">
      <p className="text-sm text-muted">
        {CARD_TEXT.position(position, total)} · <span className="uppercase">{card.languageCode}</span> · Lesson {card.lessonNumber}
      </p>
      <h2 id="review-prompt" className="mt-2 text-2xl font-bold">
        <span className="block text-base font-normal text-muted">{CARD_TEXT.ask}</span>“{card.prompt}”
      </h2>

      {/* Alt+H works from the answer field: the composer's key presses bubble up to here. */}
      <div className="mt-6 overflow-hidden rounded-xl border border-line" onKeyDown={onKeyDown}>
        <ReviewAnswerComposer
          cardId={card.cardId}
          languageCode={card.languageCode}
          label={CARD_TEXT.answerLabel}
          sendLabel={sending ? CARD_TEXT.checking : CARD_TEXT.check}
          disabled={answered || locked}
          sending={sending}
          onAnswer={(text) => void answer(false, text)}
        />
      </div>
      {!answered && !locked && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-ghost" onClick={showHint} disabled={rungs >= hints.length} aria-keyshortcuts={keyboard ? CARD_TEXT.hintShortcut : undefined}>
            <Lightbulb size={18} aria-hidden />
            {CARD_TEXT.hint}
            {keyboard && (
              <>
                {" "}
                <kbd className="text-xs text-muted">{CARD_TEXT.hintShortcut}</kbd>
              </>
            )}
          </button>
          <button type="button" className="btn-ghost" onClick={() => void answer(true)} disabled={sending}>
            <Eye size={18} aria-hidden />
            {CARD_TEXT.giveUp}
          </button>
        </div>
      )}

      {rungs > 0 && (
        <ol aria-label="Hints" className="mt-4 space-y-2 text-sm">
          {hints.slice(0, rungs).map((hint) => (
            <li key={hint} className="rounded-xl bg-accent/10 px-4 py-2">{hint}</li>
          ))}
        </ol>
      )}

      <div role="status" className="mt-4">
        {failure && <p className="text-danger">{failure}</p>}
        {saved && (
          <div className="rounded-xl bg-raised px-4 py-3">
            <p className="font-semibold">{CARD_TEXT.savedOffline}</p>
            {attempt && <p className="mt-1">{CARD_TEXT.yours(attempt)}</p>}
          </div>
        )}
        {result && (
          <div className={`rounded-xl px-4 py-3 ${result.rating === "again" ? "bg-danger/10" : "bg-success/10"}`}>
            <p className="font-semibold">{verdict}</p>
            {attempt && (marked ? (
              <p className="mt-1">
                {CARD_TEXT.youSaid}{" "}
                <span lang={languageTag(card.languageCode)}>
                  “<MarkedWords text={attempt} marks={result.marks!} languageCode={card.languageCode} />”
                </span>
              </p>
            ) : (
              <p className="mt-1">{CARD_TEXT.yours(attempt)}</p>
            ))}
            {result.explanation && (
              <p className="mt-1">
                <span className="font-semibold">{CARD_TEXT.why}</span> <TargetText text={result.explanation} languageCode={card.languageCode} />
              </p>
            )}
            <p className="mt-1">
              {CARD_TEXT.expected} <span lang={languageTag(card.languageCode)} className="font-semibold">{result.expected}</span>
            </p>
            <HearSentence lessonId={card.lessonId} languageCode={card.languageCode} text={result.expected} autoPlay={result.rating === "again"} />
            <p className="mt-1 text-sm text-muted">{CARD_TEXT.comesBack(comesBackIn(result.nextDue))}</p>
          </div>
        )}
      </div>

      {(answered || locked) && (
        <button ref={next} type="button" className="btn-primary mt-5" onClick={onNext}>
          {locked ? CARD_TEXT.skip : last ? CARD_TEXT.finish : CARD_TEXT.next}
        </button>
      )}
    </section>
  );
}
