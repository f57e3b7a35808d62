/**
 * /settings (protected): profile, password, language courses, the daily review limit (for verified
 * learners, who are the ones with review cards), subscription and the danger zone,
 * one card each, stacked on a phone and in a single readable column on a desktop.
 */
import { useAuth } from "../lib/auth";
import { ChangePasswordSection } from "./settings/ChangePasswordSection";
import { DailyGoalSection } from "./settings/DailyGoalSection";
import { DangerZoneSection } from "./settings/DangerZoneSection";
import { LanguageCoursesSection } from "./settings/LanguageCoursesSection";
import { ProfileSection } from "./settings/ProfileSection";
import { ReviewSettingsSection } from "./settings/ReviewSettingsSection";
import { SubscriptionSection } from "./settings/SubscriptionSection";
import { pageTitle } from "../../contract/page-titles";

export const SETTINGS_TEXT = {
  pageTitle: pageTitle("Account Settings"),
  title: "Account Settings",
  loading: "Loading settings...",
  authTitle: "Authentication Required",
  authBody: "You need to be logged in to access your settings.",
};

export default function SettingsPage() {
  const { user, isLoading } = useAuth();

  if (isLoading) {
    return <p role="status" className="page py-14 text-center text-muted">{SETTINGS_TEXT.loading}</p>;
  }
  // The route guard normally sends visitors to /auth; this covers the moment a session ends here.
  if (!user) {
    return (
      <div className="page max-w-3xl py-10">
        <title>{SETTINGS_TEXT.pageTitle}</title>
        <div role="alert" className="card border-danger/50 p-5">
          <h1 className="font-bold">{SETTINGS_TEXT.authTitle}</h1>
          <p className="mt-1 text-muted">{SETTINGS_TEXT.authBody}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="page max-w-3xl py-8 sm:py-12">
      <title>{SETTINGS_TEXT.pageTitle}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{SETTINGS_TEXT.title}</h1>
      <div className="mt-6 grid gap-5 sm:mt-8 sm:gap-6">
        <ProfileSection user={user} />
        <ChangePasswordSection />
        <LanguageCoursesSection />
        {user.emailVerified && <DailyGoalSection />}
        {user.emailVerified && <ReviewSettingsSection />}
        <SubscriptionSection user={user} />
        <DangerZoneSection username={user.username} />
      </div>
    </div>
  );
}
