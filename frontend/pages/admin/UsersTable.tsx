/** The user table: who they are, whether they verified, their plan and expiry, and the admin actions. */
import { Check, Minus, ShieldCheck } from "lucide-react";
import type { AdminUser } from "../../../contract/wire";
import { AdminTable, Badge, CELL, SkeletonRows, TableMessage } from "./AdminTable";
import { formatDay, hasExpired, tierLabel } from "./admin-format";
import { MakeAdminButton } from "./MakeAdminButton";
import { SubscriptionDialog } from "./SubscriptionDialog";

export const USERS_TABLE_TEXT = {
  label: "Users",
  columns: ["Username", "Email", "Verified", "Plan", "Expiry", "Role", "Actions"],
  verified: "Verified",
  unverified: "Not verified",
  admin: "Admin",
  learner: "Learner",
  noExpiry: "No expiry",
  expired: "Expired",
  loading: "Loading users...",
  empty: "No users found.",
  error: "Error loading users.",
};

interface UsersTableProps {
  users: AdminUser[] | undefined;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  onChanged(): Promise<void>;
}

export function UsersTable({ users, loading, failed, busy, onChanged }: UsersTableProps) {
  const columns = USERS_TABLE_TEXT.columns;
  return (
    <AdminTable label={USERS_TABLE_TEXT.label} columns={columns} hiddenColumns={["Actions"]} minWidth={880} busy={busy}>
      {failed ? (
        <TableMessage columns={columns.length} tone="danger">{USERS_TABLE_TEXT.error}</TableMessage>
      ) : loading && !users ? (
        <SkeletonRows columns={columns.length} />
      ) : !users?.length ? (
        <TableMessage columns={columns.length}>{USERS_TABLE_TEXT.empty}</TableMessage>
      ) : (
        users.map((user) => <UserRow key={user.id} user={user} onChanged={onChanged} />)
      )}
    </AdminTable>
  );
}

function UserRow({ user, onChanged }: { user: AdminUser; onChanged(): Promise<void> }) {
  const expired = hasExpired(user.subscriptionExpiry);
  return (
    <tr className="hover:bg-surface" data-testid="user-row">
      <td className={`${CELL} font-semibold`}>{user.username}</td>
      <td className={`${CELL} max-w-64 truncate text-muted`} title={user.email}>{user.email}</td>
      <td className={CELL}>
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1 text-success"><Check size={16} aria-hidden /> {USERS_TABLE_TEXT.verified}</span>
        ) : (
          <span className="inline-flex items-center gap-1 text-muted"><Minus size={16} aria-hidden /> {USERS_TABLE_TEXT.unverified}</span>
        )}
      </td>
      <td className={CELL}>{tierLabel(user.subscriptionTier)}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {user.subscriptionExpiry ? formatDay(user.subscriptionExpiry) : <span className="text-muted">{USERS_TABLE_TEXT.noExpiry}</span>}
        {expired && <span className="ml-2 text-xs text-muted">({USERS_TABLE_TEXT.expired})</span>}
      </td>
      <td className={CELL}>
        {user.isAdmin ? (
          <Badge tone="accent"><ShieldCheck size={13} aria-hidden /> {USERS_TABLE_TEXT.admin}</Badge>
        ) : (
          <Badge tone="muted">{USERS_TABLE_TEXT.learner}</Badge>
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap text-right`}>
        <div className="flex justify-end gap-2">
          <SubscriptionDialog user={user} onSaved={onChanged} />
          {!user.isAdmin && <MakeAdminButton user={user} onGranted={onChanged} />}
        </div>
      </td>
    </tr>
  );
}
