/**
 * 'Make Admin' (hidden for admins): asks first, because there is no way back in the dashboard,
 * then grants, says so and reloads the list.
 */
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { apiUrl, send } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { useAdminAccess } from "./admin-access";
import type { AdminUser } from "../../../contract/wire";

export const MAKE_ADMIN_TEXT = {
  button: "Make Admin",
  confirmTitle: (username: string) => `Make ${username} an admin?`,
  confirmBody:
    "Admins see every account, change subscriptions and read contact messages. The dashboard cannot take this back.",
  cancel: "Cancel",
  pending: "Granting...",
  grantedTitle: "Admin granted",
  granted: "User has been granted admin privileges.",
  failedTitle: "Error",
  failed: "Failed to update user privileges.",
};

export function MakeAdminButton({ user, onGranted }: { user: AdminUser; onGranted(): Promise<void> }) {
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const grant = async () => {
    setPending(true);
    try {
      await send("POST", apiUrl("/api/admin/make-admin"), { userId: user.id });
      setOpen(false);
      toast.success(MAKE_ADMIN_TEXT.grantedTitle, MAKE_ADMIN_TEXT.granted);
      await onGranted();
    } catch (error) {
      if (!forbidden(error)) toast.error(MAKE_ADMIN_TEXT.failedTitle, MAKE_ADMIN_TEXT.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger className="btn-secondary px-3 py-1.5 text-sm">{MAKE_ADMIN_TEXT.button}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <AlertDialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-2xl">
          <AlertDialog.Title className="text-xl font-bold">{MAKE_ADMIN_TEXT.confirmTitle(user.username)}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{MAKE_ADMIN_TEXT.confirmBody}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-secondary" disabled={pending}>{MAKE_ADMIN_TEXT.cancel}</AlertDialog.Cancel>
            <button type="button" className="btn-primary" onClick={grant} disabled={pending}>
              {pending ? MAKE_ADMIN_TEXT.pending : MAKE_ADMIN_TEXT.button}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
