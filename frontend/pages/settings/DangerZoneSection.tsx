/**
 * Danger Zone: delete the account. The learner types their username to confirm (the button waits
 * for an exact match); the Worker closes the account at once and erases its data within 24 hours.
 */
import { TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DeleteAccountBody } from "../../../contract/schemas";
import { AlertDialog, DESTRUCTIVE_BUTTON } from "../../components/AlertDialog";
import { DialogActions } from "../../components/Dialog";
import { TextField } from "../../components/TextField";
import { apiUrl, send } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { checkForm } from "../../lib/form";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { FormFailure } from "../../components/FormFailure";
import { SettingsSection } from "./SettingsSection";

export const DANGER_TEXT = {
  title: "Danger Zone",
  description: "Actions here cannot be undone.",
  deleteTitle: "Delete Account",
  deleteBody: "Closes your account at once. Your progress, streaks and tutor conversations are erased within 24 hours.",
  button: "Delete Account",
  confirmTitle: "Delete your account?",
  confirmBody: "This permanently deletes your account and everything you have learned with Parlo. It cannot be undone.",
  confirmLabel: (username: string) => `Type ${username} to confirm`,
  passwordLabel: "Current Password",
  passwordHint: "Not needed within 10 minutes of logging in.",
  cancel: "Cancel",
  pending: "Deleting...",
  deletedTitle: "Account Deleted",
  deletedBody: "Your account has been closed. We're sorry to see you go.",
  mismatchTitle: "Confirmation Failed",
  mismatchBody: "The confirmation text does not match your username.",
  failedTitle: "Error",
  failed: "Failed to delete your account. Please try again.",
};

export function DangerZoneSection({ username }: { username: string }) {
  const { setUser } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const { pending, run, failure, setFailure } = useFormSubmission();
  const matches = typed === username;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped("");
      setFailure(null);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    // The Worker asks for the password unless the learner logged in lately (issue 29).
    const checked = checkForm(DeleteAccountBody, password ? { confirmation: typed, password } : { confirmation: typed });
    if (!matches || !checked.ok) return toast.error(DANGER_TEXT.mismatchTitle, DANGER_TEXT.mismatchBody);
    await run(
      async () => {
        await send("DELETE", apiUrl("/api/user/delete"), checked.value);
        toast.success(DANGER_TEXT.deletedTitle, DANGER_TEXT.deletedBody);
        // Leave the protected screen before the user disappears, so its guard does not redirect first.
        navigate("/languages", { replace: true });
        setUser(null);
      },
      (error) => {
        setFailure(serverMessage(error, DANGER_TEXT.failed));
        toast.error(DANGER_TEXT.failedTitle, DANGER_TEXT.failed);
      },
      { keepPending: true },
    );
  };

  return (
    <SettingsSection id="settings-danger" icon={TriangleAlert} title={DANGER_TEXT.title} description={DANGER_TEXT.description} tone="danger">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-semibold">{DANGER_TEXT.deleteTitle}</h3>
          <p className="mt-1 text-sm text-muted">{DANGER_TEXT.deleteBody}</p>
        </div>
        <AlertDialog
          open={open}
          onOpenChange={onOpenChange}
          busy={pending}
          trigger={<button type="button" className={`${DESTRUCTIVE_BUTTON} shrink-0`}>{DANGER_TEXT.button}</button>}
          title={DANGER_TEXT.confirmTitle}
          description={DANGER_TEXT.confirmBody}
        >
          <form noValidate onSubmit={onSubmit} className="mt-5">
            <TextField
              label={DANGER_TEXT.confirmLabel(username)}
              name="confirmation"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="mt-4">
              <TextField label={DANGER_TEXT.passwordLabel} name="password" type="password" autoComplete="current-password" />
              <p className="mt-1 text-xs text-muted">{DANGER_TEXT.passwordHint}</p>
            </div>
            <FormFailure message={failure} />
            <DialogActions cancel={DANGER_TEXT.cancel} pending={pending} className="mt-6">
              <button type="submit" className={DESTRUCTIVE_BUTTON} disabled={!matches || pending}>
                {pending ? DANGER_TEXT.pending : DANGER_TEXT.button}
              </button>
            </DialogActions>
          </form>
        </AlertDialog>
      </div>
    </SettingsSection>
  );
}
