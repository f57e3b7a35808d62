/**
 * The idle state of the verify page: where the link went, what to do next, a new link on request
 * (docs/product/accounts.md), and the way out: 'Log Out' for a signed-in (unverified)
 * learner, 'Return to Login' otherwise.
 */
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiRequestError, apiUrl, send } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { pendingEmail } from "../../lib/verification-state";
import { EmailAddress } from "../../components/EmailAddress";

export const INSTRUCTIONS_TEXT = {
  title: "Verify Your Email",
  sentTo: "We sent a verification link to",
  sentToYou: "We sent a verification link to your email address.",
  nextSteps: "Next steps",
  steps: [
    "Open the email from Parlo. If it isn't in your inbox, look in spam or promotions.",
    "Click the verification link. It works for 24 hours.",
    "Log in and start learning.",
  ],
  resend: "Resend Verification Email",
  pending: "Sending...",
  logOut: "Log Out",
  returnToLogin: "Return to Login",
  resent: "Verification email has been resent. Please check your inbox.",
  failed: "Failed to resend verification email.",
  exception: "An error occurred. Please try again later.",
  noEmail: "No email address available. Please log in again.",
  /** Only on a development server, where mail is kept rather than sent (docs/product/operations.md). */
  devOutbox: "Running Parlo on your own machine? Mail isn't sent from here: it waits in the development outbox.",
  devOutboxLink: "Open the outbox",
};

/** The development outbox's list of one address's mail (worker/routes/dev-outbox.ts). */
const outboxUrl = (address: string) => `/api/dev/outbox?to=${encodeURIComponent(address)}`;

type ResendResult = { ok: boolean; message: string } | null;

export function VerifyInstructions() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pending, run } = useFormSubmission();
  const [result, setResult] = useState<ResendResult>(null);
  // docs/product/accounts.md: the signed-in learner's address, else the one kept from registering in this tab.
  const address = user?.email ?? pendingEmail();

  const resend = async () => {
    if (!address) return setResult({ ok: false, message: INSTRUCTIONS_TEXT.noEmail });
    setResult(null);
    await run(
      async () => {
        const answer = await send("POST", apiUrl("/api/resend-verification"), { email: address });
        setResult(answer?.success ? { ok: true, message: INSTRUCTIONS_TEXT.resent } : { ok: false, message: answer?.message || INSTRUCTIONS_TEXT.failed });
      },
      (error) => {
        const message = error instanceof ApiRequestError ? serverMessage(error, INSTRUCTIONS_TEXT.failed) : INSTRUCTIONS_TEXT.exception;
        setResult({ ok: false, message });
      },
    );
  };

  const onLogOut = async () => {
    // Signed out either way: a failed logout call leaves nothing the learner can act on here.
    await logout().catch(() => undefined);
    navigate("/auth");
  };

  return (
    <>
      <MailCheck size={44} className="mx-auto text-accent" aria-hidden />
      <h1 className="mt-4 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{INSTRUCTIONS_TEXT.title}</h1>
      <p className="mt-3 text-center text-muted">
        {address ? (
          <>
            {INSTRUCTIONS_TEXT.sentTo} <EmailAddress address={address} className="text-ink" />.
          </>
        ) : (
          INSTRUCTIONS_TEXT.sentToYou
        )}
      </p>
      <h2 className="mt-6 font-semibold">{INSTRUCTIONS_TEXT.nextSteps}</h2>
      <ol className="mt-2 space-y-2">
        {INSTRUCTIONS_TEXT.steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent/15 text-xs font-bold text-accent">
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      {import.meta.env.DEV && address && (
        <p className="mt-4 rounded-xl bg-raised p-3 text-sm text-muted">
          {INSTRUCTIONS_TEXT.devOutbox}{" "}
          <a href={outboxUrl(address)} className="font-semibold text-accent underline underline-offset-4">{INSTRUCTIONS_TEXT.devOutboxLink}</a>
        </p>
      )}
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-6 rounded-xl border p-3 text-sm ${result.ok ? "border-success/50 bg-success/10" : "border-danger/50 bg-danger/10"}`}
        >
          {result.message}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" className="btn-primary flex-1" onClick={resend} disabled={pending}>
          {pending ? INSTRUCTIONS_TEXT.pending : INSTRUCTIONS_TEXT.resend}
        </button>
        {user ? (
          <button type="button" className="btn-secondary flex-1" onClick={onLogOut}>{INSTRUCTIONS_TEXT.logOut}</button>
        ) : (
          <Link to="/auth" className="btn-secondary flex-1">{INSTRUCTIONS_TEXT.returnToLogin}</Link>
        )}
      </div>
    </>
  );
}
