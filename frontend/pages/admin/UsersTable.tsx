/**
 * The user table: who they are, whether they verified, their plan and expiry, and the admin actions.
 * On a phone the same facts are a list of cards, so the actions are on screen, not off to the side.
 */
import { Check, Minus, ShieldCheck } from "lucide-react";
import type { AdminUser } from "../../../contract/wire";
import { AdminTable, Badge, CELL, SkeletonRows, TableMessage } from "./AdminTable";
import { formatDay, hasExpired, tierLabel } from "./admin-format";
import { MakeAdminButton } from "./MakeAdminButton";
import { SubscriptionDialog } from "./SubscriptionDialog";
import { PHONE_QUERY, useMediaQuery } from "../../lib/media-query";

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

export function UsersTable(props: UsersTableProps) {
  return useMediaQuery(PHONE_QUERY) ? <UserCards {...props} /> : <UsersGrid {...props} />;
}

function UsersGrid({ users, loading, failed, busy, onChanged }: UsersTableProps) {
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

/** The pieces a row and a card share. */
function Verified({ user }: { user: AdminUser }) {
  return user.emailVerified ? (
    <span className="inline-flex items-center gap-1 text-success"><Check size={16} aria-hidden /> {USERS_TABLE_TEXT.verified}</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted"><Minus size={16} aria-hidden /> {USERS_TABLE_TEXT.unverified}</span>
  );
}

function Expiry({ user }: { user: AdminUser }) {
  return (
    <>
      {user.subscriptionExpiry ? formatDay(user.subscriptionExpiry) : <span className="text-muted">{USERS_TABLE_TEXT.noExpiry}</span>}
      {hasExpired(user.subscriptionExpiry) && <span className="ml-2 text-xs text-muted">({USERS_TABLE_TEXT.expired})</span>}
    </>
  );
}

function Role({ user }: { user: AdminUser }) {
  return user.isAdmin ? (
    <Badge tone="accent"><ShieldCheck size={13} aria-hidden /> {USERS_TABLE_TEXT.admin}</Badge>
  ) : (
    <Badge tone="muted">{USERS_TABLE_TEXT.learner}</Badge>
  );
}

function Actions({ user, onChanged }: { user: AdminUser; onChanged(): Promise<void> }) {
  return (
    <>
      <SubscriptionDialog user={user} onSaved={onChanged} />
      {!user.isAdmin && <MakeAdminButton user={user} onGranted={onChanged} />}
    </>
  );
}

function UserRow({ user, onChanged }: { user: AdminUser; onChanged(): Promise<void> }) {
  return (
    <tr className="hover:bg-surface" data-testid="user-row">
      <td className={`${CELL} font-semibold`}>{user.username}</td>
      <td className={`${CELL} max-w-64 truncate text-muted`} title={user.email}>{user.email}</td>
      <td className={CELL}><Verified user={user} /></td>
      <td className={CELL}>{tierLabel(user.subscriptionTier)}</td>
      <td className={`${CELL} whitespace-nowrap`}><Expiry user={user} /></td>
      <td className={CELL}><Role user={user} /></td>
      <td className={`${CELL} whitespace-nowrap text-right`}>
        <div className="flex justify-end gap-2"><Actions user={user} onChanged={onChanged} /></div>
      </td>
    </tr>
  );
}

function UserCards({ users, loading, failed, busy, onChanged }: UsersTableProps) {
  if (failed) return <p role="alert" className="rounded-xl border border-line p-4 text-center text-danger">{USERS_TABLE_TEXT.error}</p>;
  if (loading && !users) return <p role="status" className="rounded-xl border border-line p-4 text-center text-muted">{USERS_TABLE_TEXT.loading}</p>;
  if (!users?.length) return <p className="rounded-xl border border-line p-4 text-center text-muted">{USERS_TABLE_TEXT.empty}</p>;
  const [, , verified, plan, expiry] = USERS_TABLE_TEXT.columns;
  return (
    <ul aria-label={USERS_TABLE_TEXT.label} aria-busy={busy} className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {users.map((user) => (
        <li key={user.id} className="min-w-0 rounded-xl border border-line bg-ground p-4" data-testid="user-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold">{user.username}</p>
              <p className="truncate text-sm text-muted" title={user.email}>{user.email}</p>
            </div>
            <Role user={user} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div><dt className="text-xs text-muted">{verified}</dt><dd className="mt-0.5"><Verified user={user} /></dd></div>
            <div><dt className="text-xs text-muted">{plan}</dt><dd className="mt-0.5">{tierLabel(user.subscriptionTier)}</dd></div>
            <div><dt className="text-xs text-muted">{expiry}</dt><dd className="mt-0.5"><Expiry user={user} /></dd></div>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2"><Actions user={user} onChanged={onChanged} /></div>
        </li>
      ))}
    </ul>
  );
}
