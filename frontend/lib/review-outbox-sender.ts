/**
 * Sends the review answers kept on the device (lib/review-outbox.ts) whenever a verified learner is
 * signed in and the browser is online: at start, when the connection comes back, and again a while
 * later while some are still waiting. Another learner's answers are dropped first: they can never
 * be sent from this account, and the device keeps nothing of one learner for the next. Then, where
 * the service worker is in control, the day's queue is read once, so the worker keeps it (with the
 * answers just sent reflected) for reviewing offline.
 */
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { REVIEW_OUTBOX } from "../../contract/constants";
import { useAuth } from "./auth";
import { useOnline } from "./online";
import { offlineSavingSupported } from "./offline-lessons";
import { reviewQueueUrl, reviewSummaryUrl, sendReviewAnswer } from "./review";
import { useToast } from "./toast";

export const OUTBOX_TEXT = {
  sentTitle: "Review answers sent",
  sent: (count: number) => (count === 1 ? "Your answer made offline has been checked and counted." : `Your ${count} answers made offline have been checked and counted.`),
};

/** The hook as a component, for the frame to load with a verified learner only (components/Layout.tsx). */
export function KeptReviewAnswersSender(): null {
  useSendKeptReviewAnswers();
  return null;
}

export function useSendKeptReviewAnswers(): void {
  const { user } = useAuth();
  const online = useOnline();
  const { mutate } = useSWRConfig();
  const { success } = useToast();
  const learnerId = user?.emailVerified ? user.id : null;

  useEffect(() => {
    if (learnerId === null || !online) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const send = async () => {
      // IndexedDB's wrapper loads after the first screen, not with it.
      const outbox = await (await import("./review-outbox")).reviewOutbox();
      if (!outbox || !live) return;
      await outbox.forgetAllBut(learnerId);
      const report = await outbox.flush(learnerId, sendReviewAnswer);
      if (report.sent > 0) {
        void mutate(reviewSummaryUrl());
        success(OUTBOX_TEXT.sentTitle, OUTBOX_TEXT.sent(report.sent));
      }
      if (report.left > 0 && live) retry = setTimeout(() => void send().catch(() => undefined), REVIEW_OUTBOX.retryMs);
      else if (live && offlineSavingSupported()) await fetch(reviewQueueUrl(), { credentials: "include", headers: { Accept: "application/json" } });
    };
    void send().catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [learnerId, online, mutate, success]);
}
