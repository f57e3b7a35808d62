/**
 * /auth: the Login and Register tabs beside the marketing panel, the arrival notices ("Email
 * verified", a failed Google sign-in), and the verification banner when a login is refused because
 * the email is not verified.
 */
import { Tabs } from "radix-ui";
import { BarChart3, Bot, BookOpen } from "lucide-react";
import { useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import type { ApiRequestError } from "../lib/api";
import { useAuth } from "../lib/auth";
import { pendingEmail, rememberPendingEmail } from "../lib/verification-state";
import { useGoogleSignIn } from "./auth/GoogleButton";
import { LoginForm } from "./auth/LoginForm";
import { RegisterForm } from "./auth/RegisterForm";
import { useArrivalNotices } from "./auth/useArrivalNotices";
import { VerificationBanner } from "./auth/VerificationBanner";
import { pageTitle } from "../../contract/page-titles";

export const AUTH_TEXT = {
  loginTitle: pageTitle("Login"),
  registerTitle: pageTitle("Create an Account"),
  loginTab: "Login",
  registerTab: "Register",
  panelTitle: "Learn a language by working it out",
  panel: [
    { icon: Bot, text: "Personalized AI language tutor available 24/7" },
    { icon: BookOpen, text: "Interactive lessons in multiple languages" },
    { icon: BarChart3, text: "Track your progress" },
  ],
};

/**
 * The address to verify after an unverified login: what was typed if it is an email, else one the
 * server sent with the refusal, else the one remembered from registering in this tab.
 */
export function unverifiedEmail(identifier: string, refusal: ApiRequestError): string | null {
  if (identifier.includes("@")) return identifier;
  if (typeof refusal.body.email === "string" && refusal.body.email) return refusal.body.email;
  return pendingEmail();
}

const tabClass =
  "flex-1 rounded-lg px-4 py-2 font-semibold text-muted transition data-[state=active]:(bg-raised text-ink shadow)";

export default function AuthPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { verifiedUsername } = useArrivalNotices();
  const showGoogle = useGoogleSignIn();
  const [banner, setBanner] = useState<{ email: string | null } | null>(null);
  if (user) return <Navigate to="/" replace />;

  const onUnverified = (identifier: string, refusal: ApiRequestError) => {
    const email = unverifiedEmail(identifier, refusal);
    // The verify page offers "Resend" too; it needs the address.
    if (email) rememberPendingEmail(email);
    setBanner({ email });
  };

  const tab = params.get("tab") === "register" ? "register" : "login";
  const from = (location.state as { from?: string } | null)?.from;

  return (
    <div className="page grid gap-8 py-10 lg:grid-cols-2 lg:items-center lg:py-16">
      <title>{tab === "register" ? AUTH_TEXT.registerTitle : AUTH_TEXT.loginTitle}</title>
      <section className="card mx-auto w-full max-w-md p-5 sm:p-8">
        {banner && <VerificationBanner email={banner.email} onDismiss={() => setBanner(null)} />}
        <Tabs.Root value={tab} onValueChange={(value) => setParams(value === "register" ? { tab: "register" } : {}, { replace: true })}>
          <Tabs.List aria-label="Sign in or create an account" className="flex gap-1 rounded-xl bg-ground p-1">
            <Tabs.Trigger value="login" className={tabClass}>{AUTH_TEXT.loginTab}</Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>{AUTH_TEXT.registerTab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="mt-6 outline-none">
            <LoginForm redirectTo={from} defaultUsername={verifiedUsername} showGoogle={showGoogle} onUnverified={onUnverified} />
          </Tabs.Content>
          <Tabs.Content value="register" className="mt-6 outline-none">
            <RegisterForm showGoogle={showGoogle} />
          </Tabs.Content>
        </Tabs.Root>
      </section>
      <aside className="mx-auto w-full max-w-md lg:order-first">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{AUTH_TEXT.panelTitle}</h1>
        <ul className="mt-8 space-y-4">
          {AUTH_TEXT.panel.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
                <Icon size={22} aria-hidden />
              </span>
              <span className="text-lg">{text}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
