/**
 * "My answer should be accepted", under a tutor reply that could not confirm the learner's
 * sentence: the report goes to the admins' queue (docs/decisions/036); what they decide is told in
 * this lesson's chat the next time it opens.
 */
import { useState } from "react";
import type { ReportableAnswer } from "../../../../contract/wire";
import { apiUrl, send } from "../../../lib/api";
import { serverMessage, useFormSubmission } from "../../../lib/use-form-submission";

export const REPORT_TEXT = {
  button: "My answer should be accepted",
  sending: "Sending…",
  failed: "Your report was not sent. Please try again.",
};

interface ReportAnswerProps {
  lessonId: string;
  reportable: ReportableAnswer;
}

export function ReportAnswer({ lessonId, reportable }: ReportAnswerProps) {
  const { pending, failure, setFailure, run } = useFormSubmission();
  const [sent, setSent] = useState<string | null>(null);
  const report = () =>
    run(
      async () => {
        const answer = await send("POST", apiUrl("/api/answer-reports"), { lessonId, ...reportable });
        setSent(answer.message);
      },
      (error) => setFailure(serverMessage(error, REPORT_TEXT.failed)),
    );
  if (sent) {
    return (
      <p role="status" className="mt-2 text-sm text-muted">
        {sent}
      </p>
    );
  }
  return (
    <div className="mt-2">
      <button
        type="button"
        onClick={() => void report()}
        disabled={pending}
        className="rounded-lg border border-line px-3 py-1.5 text-sm font-semibold text-accent hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {pending ? REPORT_TEXT.sending : REPORT_TEXT.button}
      </button>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}
