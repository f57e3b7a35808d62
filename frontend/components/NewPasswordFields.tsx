/** A new password and its confirmation, asked alike by sign-up, reset and change password. */
import type { FieldErrors } from "../lib/form";
import { TextField } from "./TextField";

interface NewPasswordFieldsProps {
  /** The form field of the new password: "password" on sign-up, "newPassword" elsewhere. */
  name: "password" | "newPassword";
  labels: { password: string; confirm: string };
  errors: FieldErrors;
}

export function NewPasswordFields({ name, labels, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={labels.password} name={name} type="password" autoComplete="new-password" error={errors[name]} />
      <TextField label={labels.confirm} name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
    </>
  );
}
