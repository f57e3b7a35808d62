/**
 * /reset-password?token=…: check the link, then the form, then done (docs/product/accounts.md). A missing
 * token, an invalid one, or a check that fails all show the same "Invalid or Expired Link" panel,
 * which leads to a new link.
 */
import { CircleCheck, LoaderCircle, Unlink } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import useSWR from "swr";
import { apiUrl, send } from "../lib/api";
import { useAuth } from "../lib/auth";
import { NewPasswordForm } from "./reset-password/NewPasswordForm";
import { pageTitle } from "../../contract/page-titles";

export const RESET_TEXT = {
  pageTitle: pageTitle("Reset Password"),
  validating: "Validating your reset link...",
  invalidTitle: "Invalid or Expired Link",
  invalidBody: "This password reset link is invalid or has expired. Reset links work once, for 1 hour.",
  requestNew: "Request New Reset Link",
  returnToLogin: "Return to Login",
  doneTitle: "Password Reset Complete",
  doneBody: "Your password has been changed. Log in with your new password.",
  logIn: "Log In",
};

const heading = "mt-4 text-center text-2xl font-extrabold tracking-tight sm:text-3xl";

/** Asks whether the link is still good. The token goes in the body: URLs end up in request logs. */
const RESET_LINK_CHECK = apiUrl("/api/reset-password/validate");
const checkResetLink = ([url, token]: readonly [typeof RESET_LINK_CHECK, string]) => send("POST", url, { token });

function useResetLink(token: string) {
  // Checked once: after the reset the token is spent, and a re-check must not flip the screen.
  const { data, error, isLoading } = useSWR(token ? ([RESET_LINK_CHECK, token] as const) : null, checkResetLink, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (!token) return "invalid";
  if (isLoading) return "validating";
  return !error && data?.valid === true ? "valid" : "invalid";
}

export default function ResetPasswordPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useResetLink(token);
  const [done, setDone] = useState(false);

  if (user) return <Navigate to="/" replace />;

  return (
    <div className="page flex justify-center py-10 sm:py-16">
      <title>{RESET_TEXT.pageTitle}</title>
      <section className="card w-full max-w-md p-6 sm:p-8">
        {done ? (
          <div role="status" className="text-center">
            <CircleCheck size={44} className="mx-auto text-success" aria-hidden />
            <h1 className={heading}>{RESET_TEXT.doneTitle}</h1>
            <p className="mt-3 text-muted">{RESET_TEXT.doneBody}</p>
            <Link to="/auth" className="btn-primary mt-6 w-full">{RESET_TEXT.logIn}</Link>
          </div>
        ) : link === "validating" ? (
          <div role="status" className="flex flex-col items-center gap-4 py-6 text-muted">
            <LoaderCircle size={40} className="animate-spin text-accent" aria-hidden />
            <p>{RESET_TEXT.validating}</p>
          </div>
        ) : link === "invalid" ? (
          <div className="text-center">
            <Unlink size={44} className="mx-auto text-danger" aria-hidden />
            <h1 className={heading}>{RESET_TEXT.invalidTitle}</h1>
            <p role="alert" className="mt-3 text-muted">{RESET_TEXT.invalidBody}</p>
            <div className="mt-6 flex flex-col gap-3">
              <Link to="/forgot-password" className="btn-primary w-full">{RESET_TEXT.requestNew}</Link>
              <Link to="/auth" className="btn-secondary w-full">{RESET_TEXT.returnToLogin}</Link>
            </div>
          </div>
        ) : (
          <NewPasswordForm token={token} onDone={() => setDone(true)} />
        )}
      </section>
    </div>
  );
}
