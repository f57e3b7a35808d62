/**
 * The banner shown when a login is refused because the email is not verified (docs/product/accounts.md): the
 * address, a way to get a new link, and a way to put it away. The resend messages are
 * those of docs/product/accounts.md, "Registering and verifying".
 */
import { MailWarning } from "lucide-react";
import { ApiRequestError, apiUrl, send } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { EmailAddress } from "../../components/EmailAddress";

export const BANNER_TEXT = {
  title: "Verify Your Email",
  sentTo: "We sent a verification link to",
  noAddress: "Open the verification link we emailed you to activate your account.",
  resend: "Resend Verification Email",
  pending: "Sending...",
  dismiss: "Dismiss",
  sent: "Verification email sent!",
  failedTitle: "Failed to resend",
  missingEmail: "Email address is missing. Please try logging in again.",
  failed: "Could not resend verification email. Please try again later.",
  unexpected: "An unexpected error occurred. Please try again later.",
};

export function VerificationBanner({ email, onDismiss }: { email: string | null; onDismiss(): void }) {
  const toast = useToast();
  const { pending, run } = useFormSubmission();

  const resend = async () => {
    if (!email) return toast.error(BANNER_TEXT.failedTitle, BANNER_TEXT.missingEmail);
    await run(
      async () => {
        const answer = await send("POST", apiUrl("/api/resend-verification"), { email });
        if (answer?.success) toast.success(BANNER_TEXT.sent, answer.message);
        else toast.error(BANNER_TEXT.failedTitle, answer?.message || BANNER_TEXT.failed);
      },
      (error) => toast.error(BANNER_TEXT.failedTitle, error instanceof ApiRequestError ? serverMessage(error, BANNER_TEXT.failed) : BANNER_TEXT.unexpected),
    );
  };

  return (
    <section aria-labelledby="verify-banner-title" className="mb-6 rounded-xl border border-accent/50 bg-accent/10 p-4">
      <div className="flex gap-3">
        <MailWarning size={22} className="mt-0.5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0">
          <h2 id="verify-banner-title" className="font-semibold">{BANNER_TEXT.title}</h2>
          <p className="mt-1 text-sm text-muted">
            {email ? (
              <>
                {BANNER_TEXT.sentTo} <EmailAddress address={email} className="text-ink" />.
              </>
            ) : (
              BANNER_TEXT.noAddress
            )}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn-primary flex-1 py-2" onClick={resend} disabled={pending}>
          {pending ? BANNER_TEXT.pending : BANNER_TEXT.resend}
        </button>
        <button type="button" className="btn-ghost py-2" onClick={onDismiss}>
          {BANNER_TEXT.dismiss}
        </button>
      </div>
    </section>
  );
}
