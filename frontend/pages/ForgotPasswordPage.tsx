/**
 * /forgot-password: ask for a reset link. The answer never says whether an account exists (the
 * Worker answers the same either way), so the "Check Your Email" panel shows whatever happened,
 * even when the call failed (docs/product/accounts.md).
 */
import { KeyRound, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { EmailBody } from "../../contract/schemas";
import { TextField } from "../components/TextField";
import { apiUrl, send } from "../lib/api";
import { checkForm } from "../lib/form";
import { useFormSubmission } from "../lib/use-form-submission";
import { EmailAddress } from "../components/EmailAddress";
import { pageTitle } from "../../contract/page-titles";

export const FORGOT_TEXT = {
  pageTitle: pageTitle("Forgot Password"),
  title: "Forgot Password",
  intro: "Enter the email address of your account and we'll send you a link to reset your password.",
  email: "Email",
  submit: "Send Reset Link",
  pending: "Sending...",
  sentTitle: "Check Your Email",
  sent: "If an account exists with this email, you'll receive instructions to reset your password.",
  sentTo: "Look for it at",
  expires: "The link expires in 1 hour.",
  tryAgain: "Try a different email",
  returnToLogin: "Return to login",
};

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const { pending, errors, accept, run } = useFormSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(EmailBody, { email });
    if (!accept(checked)) return;
    await run(async () => {
      await send("POST", apiUrl("/api/forgot-password"), checked.value).catch(() => undefined);
      setSentTo(checked.value.email);
    });
  };

  return (
    <div className="page flex justify-center py-10 sm:py-16">
      <title>{FORGOT_TEXT.pageTitle}</title>
      <section className="card w-full max-w-md p-6 sm:p-8">
        {sentTo ? (
          <div role="status">
            <MailCheck size={44} className="mx-auto text-accent" aria-hidden />
            <h1 className="mt-4 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{FORGOT_TEXT.sentTitle}</h1>
            <p className="mt-3 text-center text-muted">{FORGOT_TEXT.sent}</p>
            <p className="mt-4 rounded-xl bg-raised p-3 text-center text-sm">
              {FORGOT_TEXT.sentTo} <EmailAddress address={sentTo} />. {FORGOT_TEXT.expires}
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <button type="button" className="btn-secondary w-full" onClick={() => setSentTo(null)}>
                {FORGOT_TEXT.tryAgain}
              </button>
              <Link to="/auth" className="btn-ghost w-full">{FORGOT_TEXT.returnToLogin}</Link>
            </div>
          </div>
        ) : (
          <>
            <KeyRound size={44} className="mx-auto text-accent" aria-hidden />
            <h1 className="mt-4 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{FORGOT_TEXT.title}</h1>
            <p className="mt-3 text-center text-muted">{FORGOT_TEXT.intro}</p>
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
              <TextField
                label={FORGOT_TEXT.email}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
              />
              <button type="submit" className="btn-primary w-full" disabled={pending}>
                {pending ? FORGOT_TEXT.pending : FORGOT_TEXT.submit}
              </button>
            </form>
            <Link to="/auth" className="btn-ghost mt-3 w-full">{FORGOT_TEXT.returnToLogin}</Link>
          </>
        )}
      </section>
    </div>
  );
}
