/**
 * /verify-email: verifies the link's token, or restores what an earlier visit found, or explains
 * what to do next (docs/product/accounts.md). The flow itself lives in verify-email/useEmailVerification.
 */
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { Link, Navigate } from "react-router";
import { useAuth } from "../lib/auth";
import type { VerifyStart } from "../lib/verification-state";
import { useEmailVerification } from "./verify-email/useEmailVerification";
import { VerifyInstructions } from "./verify-email/VerifyInstructions";
import { VerifyPasswordForm } from "./verify-email/VerifyPasswordForm";
import { pageTitle } from "../../contract/page-titles";
import { HOME_URL } from "../lib/languages";

export const VERIFY_TEXT = {
  pageTitle: pageTitle("Verify Your Email"),
  loadingTitle: "Verifying Your Email",
  loadingBody: "This takes a moment.",
  successTitle: "Email Verified",
  successBody: "Your email address is confirmed. Welcome to Parlo!",
  goToLanguages: "Go to Languages",
  goToLogin: "Go to Login",
  errorTitle: "Verification Failed",
  returnToLogin: "Return to Login",
};

/** Starting points where no verification is running, so a verified learner has nothing to do here. */
const AT_REST = new Set<VerifyStart["kind"]>(["idle", "registration", "restoredSuccess", "interrupted"]);

export default function VerifyEmailPage() {
  const { user, isLoading } = useAuth();
  const { view, start, onVerified } = useEmailVerification();

  if (!isLoading && user?.emailVerified && AT_REST.has(start.kind)) return <Navigate to="/" replace />;

  return (
    <div className="page flex justify-center py-10 sm:py-16">
      <title>{VERIFY_TEXT.pageTitle}</title>
      <section className="card w-full max-w-md p-6 sm:p-8">
        {view.status === "loading" && (
          <div role="status" className="text-center">
            <LoaderCircle size={44} className="mx-auto animate-spin text-accent" aria-hidden />
            <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{VERIFY_TEXT.loadingTitle}</h1>
            <p className="mt-3 text-muted">{VERIFY_TEXT.loadingBody}</p>
          </div>
        )}
        {view.status === "success" && (
          <div role="status" className="text-center">
            <CircleCheck size={44} className="mx-auto text-success" aria-hidden />
            <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{VERIFY_TEXT.successTitle}</h1>
            <p className="mt-3 text-muted">{VERIFY_TEXT.successBody}</p>
            <Link to={user ? HOME_URL : "/auth"} className="btn-primary mt-6 w-full">
              {user ? VERIFY_TEXT.goToLanguages : VERIFY_TEXT.goToLogin}
            </Link>
          </div>
        )}
        {view.status === "error" && (
          <div className="text-center">
            <CircleX size={44} className="mx-auto text-danger" aria-hidden />
            <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{VERIFY_TEXT.errorTitle}</h1>
            <p role="alert" className="mt-3 text-muted">{view.message}</p>
            <Link to="/auth" className="btn-primary mt-6 w-full">{VERIFY_TEXT.returnToLogin}</Link>
          </div>
        )}
        {view.status === "idle" && <VerifyInstructions />}
        {view.status === "setPassword" && (
          <VerifyPasswordForm token={view.token} username={view.username} message={view.message} onVerified={onVerified} />
        )}
      </section>
    </div>
  );
}
