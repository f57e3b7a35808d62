/**
 * The verify page when the link was opened in a browser that never chose or typed the account's
 * password (decision 032): the clicker owns the address, so they set the password, and any other
 * password, with every session it opened, stops working.
 */
import { KeyRound } from "lucide-react";
import type { FormEvent } from "react";
import { VerifyEmailBody, VerifyEmailForm } from "../../../contract/schemas";
import { FormFailure } from "../../components/FormFailure";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";

export const VERIFY_PASSWORD_TEXT = {
  title: "Set Your Password",
  account: "Account",
  password: "Password",
  confirmPassword: "Confirm Password",
  submit: "Verify and Save Password",
  pending: "Verifying...",
  failed: "An error occurred during email verification.",
};

interface VerifyPasswordFormProps {
  token: string;
  username: string;
  /** The server's explanation of why a password is asked here. */
  message: string;
  onVerified(username: string): Promise<void>;
}

export function VerifyPasswordForm({ token, username, message, onVerified }: VerifyPasswordFormProps) {
  const { pending, errors, failure, setFailure, accept, run } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = checkForm(VerifyEmailForm, { password: data.get("password"), confirmPassword: data.get("confirmPassword") });
    if (!accept(form)) return;
    const body = checkForm(VerifyEmailBody, { token, password: form.value.password });
    if (!body.ok) return setFailure(body.errors.token ?? VERIFY_PASSWORD_TEXT.failed);
    await run(
      async () => {
        const answer = await send("POST", apiUrl("/api/verify-email"), body.value);
        await onVerified(answer.username);
      },
      (error) => setFailure(serverMessage(error, VERIFY_PASSWORD_TEXT.failed)),
      { keepPending: true },
    );
  };

  return (
    <>
      <KeyRound size={44} className="mx-auto text-accent" aria-hidden />
      <h1 className="mt-4 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{VERIFY_PASSWORD_TEXT.title}</h1>
      <p className="mt-3 text-center text-muted">{message}</p>
      {username && (
        <p className="mt-3 text-center text-sm">
          {VERIFY_PASSWORD_TEXT.account}: <strong>{username}</strong>
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <NewPasswordFields name="password" labels={{ password: VERIFY_PASSWORD_TEXT.password, confirm: VERIFY_PASSWORD_TEXT.confirmPassword }} errors={errors} />
        <FormFailure message={failure} />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? VERIFY_PASSWORD_TEXT.pending : VERIFY_PASSWORD_TEXT.submit}
        </button>
      </form>
    </>
  );
}
