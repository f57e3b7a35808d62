/**
 * The reset form: the new password twice, checked with the Worker's schema. A failure stays on
 * the form (the learner may retry, or follow the message to a new link) and is also toasted.
 */
import type { FormEvent } from "react";
import { ResetPasswordBody, ResetPasswordForm } from "../../../contract/schemas";
import { FormFailure } from "../../components/FormFailure";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { useToast } from "../../lib/toast";
import { useFormSubmission } from "../../lib/use-form-submission";

export const NEW_PASSWORD_TEXT = {
  title: "Reset Password",
  intro: "Choose a new password of at least 8 characters.",
  newPassword: "New Password",
  confirmPassword: "Confirm Password",
  submit: "Reset Password",
  pending: "Resetting...",
  failed: "Failed to reset password. The reset link may have expired. Please try requesting a new one.",
  failedTitle: "Password reset failed",
  failedBody: "There was a problem resetting your password. Please try again or request a new reset link.",
  doneTitle: "Password reset successful!",
  doneBody: "Your password has been reset. You can now log in with your new password.",
};

export function NewPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const toast = useToast();
  const { pending, errors, failure, setFailure, accept, run } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = checkForm(ResetPasswordForm, { newPassword: data.get("newPassword"), confirmPassword: data.get("confirmPassword") });
    if (!accept(form)) return;
    // docs/product/accounts.md: "Invalid or missing reset token..." comes from the body schema's token rule.
    const body = checkForm(ResetPasswordBody, { token, newPassword: form.value.newPassword });
    if (!body.ok) return setFailure(body.errors.token ?? NEW_PASSWORD_TEXT.failed);
    await run(
      async () => {
        await send("POST", apiUrl("/api/reset-password"), body.value);
        toast.success(NEW_PASSWORD_TEXT.doneTitle, NEW_PASSWORD_TEXT.doneBody);
        onDone();
      },
      () => {
        setFailure(NEW_PASSWORD_TEXT.failed);
        toast.error(NEW_PASSWORD_TEXT.failedTitle, NEW_PASSWORD_TEXT.failedBody);
      },
      // The page shows its done state in the form's place.
      { keepPending: true },
    );
  };

  return (
    <>
      <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{NEW_PASSWORD_TEXT.title}</h1>
      <p className="mt-3 text-center text-muted">{NEW_PASSWORD_TEXT.intro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <NewPasswordFields name="newPassword" labels={{ password: NEW_PASSWORD_TEXT.newPassword, confirm: NEW_PASSWORD_TEXT.confirmPassword }} errors={errors} />
        <FormFailure message={failure} />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? NEW_PASSWORD_TEXT.pending : NEW_PASSWORD_TEXT.submit}
        </button>
      </form>
    </>
  );
}
