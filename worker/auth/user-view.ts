import type { User } from "../../contract/wire";
import type { UserRow } from "../app-env";

/** The user as the client sees it: never the password hash or internal columns. */
export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
    subscriptionTier: row.subscriptionTier,
    subscriptionExpiry: row.subscriptionExpiry ? row.subscriptionExpiry.toISOString() : null,
  };
}
