/**
 * 'Make Admin' (hidden for admins): asks first, because there is no way back in the dashboard,
 * then grants, says so and reloads the list.
 */
import { ConfirmDialog } from "../../components/AlertDialog";
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
  return (
    <ConfirmDialog
      trigger={<button type="button" className="btn-secondary px-3 py-1.5 text-sm">{MAKE_ADMIN_TEXT.button}</button>}
      title={MAKE_ADMIN_TEXT.confirmTitle(user.username)}
      description={MAKE_ADMIN_TEXT.confirmBody}
      cancel={MAKE_ADMIN_TEXT.cancel}
      confirm={{ label: MAKE_ADMIN_TEXT.button, pending: MAKE_ADMIN_TEXT.pending, className: "btn-primary" }}
      onConfirm={async (close) => {
        await send("POST", apiUrl("/api/admin/make-admin"), { userId: user.id });
        close();
        toast.success(MAKE_ADMIN_TEXT.grantedTitle, MAKE_ADMIN_TEXT.granted);
        await onGranted();
      }}
      onFailure={(error) => {
        if (!forbidden(error)) toast.error(MAKE_ADMIN_TEXT.failedTitle, MAKE_ADMIN_TEXT.failed);
      }}
    />
  );
}
