/**
 * Change Password: the current password and the new one twice, checked with the Worker's schema
 * (docs/product/accounts.md messages). The form empties after a change so the passwords do not linger on screen.
 */
import { LockKeyhole } from "lucide-react";
import type { FormEvent } from "react";
import { ChangePasswordForm } from "../../../contract/schemas";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { TextField } from "../../components/TextField";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { FormFailure } from "../../components/FormFailure";
import { useToast } from "../../lib/toast";
import { serverField, serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { SettingsSection } from "./SettingsSection";

export const CHANGE_PASSWORD_TEXT = {
  title: "Change Password",
  description: "Use at least 8 characters.",
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmPassword: "Confirm New Password",
  submit: "Change Password",
  pending: "Changing...",
  changedTitle: "Password Changed",
  changedBody: "Your password has been changed successfully.",
  failed: "Failed to change your password. Please try again.",
};

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordSection() {
  const toast = useToast();
  const { pending, errors, setErrors, failure, setFailure, accept, run } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = checkForm(ChangePasswordForm, Object.fromEntries(FIELDS.map((name) => [name, data.get(name)])));
    if (!accept(checked)) return;
    const { currentPassword, newPassword } = checked.value;
    await run(
      async () => {
        await send("POST", apiUrl("/api/change-password"), { currentPassword, newPassword });
        form.reset();
        toast.success(CHANGE_PASSWORD_TEXT.changedTitle, CHANGE_PASSWORD_TEXT.changedBody);
      },
      (error) => {
        // One message per outcome, where it belongs: beside the field the server names ("Current
        // password is incorrect"), else above the button. A later success clears it.
        const message = serverMessage(error, CHANGE_PASSWORD_TEXT.failed);
        const field = serverField(error, FIELDS);
        if (field) setErrors({ [field]: message });
        else setFailure(message);
      },
    );
  };

  return (
    <SettingsSection id="settings-password" icon={LockKeyhole} title={CHANGE_PASSWORD_TEXT.title} description={CHANGE_PASSWORD_TEXT.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={CHANGE_PASSWORD_TEXT.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields
            name="newPassword"
            labels={{ password: CHANGE_PASSWORD_TEXT.newPassword, confirm: CHANGE_PASSWORD_TEXT.confirmPassword }}
            errors={errors}
          />
        </div>
        <FormFailure message={failure} />
        <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start" disabled={pending}>
          {pending ? CHANGE_PASSWORD_TEXT.pending : CHANGE_PASSWORD_TEXT.submit}
        </button>
      </form>
    </SettingsSection>
  );
}
