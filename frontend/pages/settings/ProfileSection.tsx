/** Profile Information: who is signed in, read-only (usernames and emails are not editable). */
import { UserRound } from "lucide-react";
import type { User } from "../../../contract/wire";
import { SettingsSection } from "./SettingsSection";

export const PROFILE_TEXT = {
  title: "Profile Information",
  username: "Username",
  email: "Email",
};

export function ProfileSection({ user }: { user: User }) {
  return (
    <SettingsSection id="settings-profile" icon={UserRound} title={PROFILE_TEXT.title}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{PROFILE_TEXT.username}</dt>
          <dd className="mt-1 break-all rounded-xl bg-raised px-4 py-2.5 font-medium">{user.username}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{PROFILE_TEXT.email}</dt>
          <dd className="mt-1 break-all rounded-xl bg-raised px-4 py-2.5 font-medium">{user.email}</dd>
        </div>
      </dl>
    </SettingsSection>
  );
}
