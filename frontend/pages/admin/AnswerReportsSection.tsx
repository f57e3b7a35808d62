/**
 * Admin → Lessons → Reported answers: sentences learners reported with "My answer should be
 * accepted" (one card per sentence, however many reported it), with the exercise's prompt, what it
 * accepts now and any second opinion; and the model's second opinions no admin has decided on.
 * Accept adds the sentence to the exercise as a new lesson version; dismiss (or turn down) asks for
 * a reason the learner reads in the lesson's chat (docs/decisions/036).
 */
import type { ReactNode } from "react";
import type { AnswerPlaceView, AnswerReportQueue, ModelOpinionRow, PendingAnswerReport } from "../../../contract/wire";
import { apiUrl, send } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { useAdminAccess, useAdminQuery } from "./admin-access";
import { formatMoment } from "./admin-format";
import { Badge } from "./AdminTable";
import { DismissDialog } from "./DismissDialog";

export const REPORTS_TEXT = {
  heading: "Reported answers",
  intro: "Sentences the tutor could not confirm, which learners say should be accepted.",
  empty: "No reported answers waiting.",
  error: "Error loading the reported answers.",
  opinionsHeading: "The model's second opinions",
  opinionsEmpty: "No second opinions waiting.",
  place: (view: AnswerPlaceView) => `${view.languageCode.toUpperCase()} · Lesson ${view.lessonNumber}: ${view.lessonTitle} · sentence ${view.exerciseIndex + 1}`,
  prompt: "Prompt",
  accepted: "Accepted now",
  reported: "Reported answer",
  reportedBy: "Reported by",
  reporters: (count: number, when: string) => `${count === 1 ? "1 learner" : `${count} learners`} · first ${formatMoment(when)}`,
  changed: "The exercise has changed since: decide in the lesson editor.",
  opinion: (source: "model" | "admin", verdict: string) => `${source === "model" ? "Model" : "Admin"}: ${verdict}`,
  accept: "Accept into the exercise",
  accepting: "Accepting…",
  dismiss: "Dismiss…",
  turnDown: "Turn down…",
  acceptFailed: "The answer could not be accepted.",
  decided: "Decided",
};

export const ANSWER_REPORTS_URL = apiUrl("/api/admin/answer-reports");

export function AnswerReportsSection() {
  const { data, error, mutate } = useAdminQuery<AnswerReportQueue>(ANSWER_REPORTS_URL);
  const refresh = async () => {
    await mutate();
  };
  return (
    <section aria-labelledby="reported-answers" className="grid gap-4">
      <div>
        <h2 id="reported-answers" className="text-xl font-bold">{REPORTS_TEXT.heading}</h2>
        <p className="text-sm text-muted">{REPORTS_TEXT.intro}</p>
      </div>
      {error && !data ? (
        <p role="alert" className="text-danger">{REPORTS_TEXT.error}</p>
      ) : !data ? null : (
        <>
          {data.reports.length ? (
            <ul className="grid gap-3" aria-label={REPORTS_TEXT.heading}>
              {data.reports.map((report) => (
                <ReportCard key={report.id} report={report} onDecided={refresh} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{REPORTS_TEXT.empty}</p>
          )}
          <h3 className="text-lg font-bold">{REPORTS_TEXT.opinionsHeading}</h3>
          {data.opinions.length ? (
            <ul className="grid gap-3" aria-label={REPORTS_TEXT.opinionsHeading}>
              {data.opinions.map((opinion) => (
                <OpinionCard key={`${opinion.lessonId}:${opinion.exerciseIndex}:${opinion.answer}`} opinion={opinion} onDecided={refresh} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{REPORTS_TEXT.opinionsEmpty}</p>
          )}
        </>
      )}
    </section>
  );
}

function Place({ view, answer, children }: { view: AnswerPlaceView; answer: string; children?: ReactNode }) {
  return (
    <>
      <p className="text-sm text-muted">{REPORTS_TEXT.place(view)}</p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{REPORTS_TEXT.prompt}</dt>
        <dd>{view.prompt}</dd>
        <dt className="font-semibold">{REPORTS_TEXT.accepted}</dt>
        <dd>{view.acceptedAnswers.join(" · ")}</dd>
        <dt className="font-semibold">{REPORTS_TEXT.reported}</dt>
        <dd lang={view.languageCode} className="font-semibold">{answer}</dd>
        {children}
      </dl>
      {view.changed && <p className="mt-2 text-sm text-danger">{REPORTS_TEXT.changed}</p>}
    </>
  );
}

/** Accept: one press, the outcome in a toast; the queue reloads either way. */
function useAccept(onDecided: () => Promise<void>) {
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const { pending, run } = useFormSubmission();
  const accept = (call: () => Promise<{ message: string }>) =>
    run(
      async () => {
        toast.success(REPORTS_TEXT.decided, (await call()).message);
        await onDecided();
      },
      async (failure) => {
        if (!forbidden(failure)) toast.error(REPORTS_TEXT.acceptFailed, serverMessage(failure, ""));
        await onDecided();
      },
    );
  return { pending, accept };
}

function ReportCard({ report, onDecided }: { report: PendingAnswerReport; onDecided(): Promise<void> }) {
  const { pending, accept } = useAccept(onDecided);
  return (
    <li className="card p-4" data-testid="answer-report">
      <Place view={report} answer={report.answer}>
        <dt className="font-semibold">{REPORTS_TEXT.reportedBy}</dt>
        <dd className="text-muted">{REPORTS_TEXT.reporters(report.reporters, report.reportedAt)}</dd>
        {report.opinion && (
          <>
            <dt><Badge tone={report.opinion.verdict === "correct" ? "success" : "muted"}>{REPORTS_TEXT.opinion(report.opinion.source, report.opinion.verdict)}</Badge></dt>
            <dd>{report.opinion.reason}</dd>
          </>
        )}
      </Place>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-3 py-1.5 text-sm" disabled={pending || report.changed} onClick={() => void accept(() => send("POST", apiUrl("/api/admin/answer-reports/:id/accept", { id: String(report.id) })))}>
          {pending ? REPORTS_TEXT.accepting : REPORTS_TEXT.accept}
        </button>
        <DismissDialog
          trigger={REPORTS_TEXT.dismiss}
          answer={report.answer}
          onDismiss={(reason) => send("POST", apiUrl("/api/admin/answer-reports/:id/dismiss", { id: String(report.id) }), { reason })}
          onDone={onDecided}
        />
      </div>
    </li>
  );
}

function OpinionCard({ opinion, onDecided }: { opinion: ModelOpinionRow; onDecided(): Promise<void> }) {
  const { pending, accept } = useAccept(onDecided);
  const body = (verdict: "correct" | "wrong", reason = "") =>
    ({ lessonId: opinion.lessonId, exerciseIndex: opinion.exerciseIndex, answer: opinion.answer, verdict, reason });
  return (
    <li className="card p-4" data-testid="answer-opinion">
      <Place view={opinion} answer={opinion.answer}>
        <dt><Badge tone={opinion.verdict === "correct" ? "success" : "muted"}>{REPORTS_TEXT.opinion("model", opinion.verdict)}</Badge></dt>
        <dd>{opinion.reason} <span className="text-muted">({formatMoment(opinion.givenAt)})</span></dd>
      </Place>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-3 py-1.5 text-sm" disabled={pending || opinion.changed} onClick={() => void accept(() => send("POST", apiUrl("/api/admin/answer-reports/opinions"), body("correct")))}>
          {pending ? REPORTS_TEXT.accepting : REPORTS_TEXT.accept}
        </button>
        <DismissDialog
          trigger={REPORTS_TEXT.turnDown}
          answer={opinion.answer}
          onDismiss={(reason) => send("POST", apiUrl("/api/admin/answer-reports/opinions"), body("wrong", reason))}
          onDone={onDecided}
        />
      </div>
    </li>
  );
}
