/**
 * The verify page's state machine (docs/product/accounts.md). The starting point is decided once from the address
 * and the stored flags; the parameters are then taken out of the address bar (the token first
 * goes to session storage, so a reload resumes rather than loses it).
 */
import { useEffect, useEffectEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../lib/auth";
import {
  clearVerificationAttempt,
  decideVerifyStart,
  markVerificationStarted,
  recordVerified,
  rememberPendingToken,
  type VerifyStart,
} from "../../lib/verification-state";
import { hardRedirect } from "./hard-redirect";
import { verifyEmailOnce } from "./verify-call";
import { HOME_URL, WELCOME_URL } from "../../lib/languages";

export const INTERRUPTED_MESSAGE = "Your verification process was interrupted. Please try clicking the link in your email again.";

/** docs/product/accounts.md: 1000 ms after verifying, 2000 ms after verified=true and after an interruption. */
export const AFTER_VERIFY_DELAY_MS = 1000;
export const AFTER_NOTICE_DELAY_MS = 2000;

export type VerifyView =
  | { status: "loading" }
  | { status: "success" }
  | { status: "error"; message: string }
  | { status: "idle" }
  | { status: "setPassword"; token: string; username: string; message: string };

function initialView(start: VerifyStart): VerifyView {
  switch (start.kind) {
    case "verify":
      return { status: "loading" };
    case "verifiedParam":
    case "restoredSuccess":
      return { status: "success" };
    case "interrupted":
      return { status: "error", message: INTERRUPTED_MESSAGE };
    default:
      return { status: "idle" };
  }
}

export function useEmailVerification(): { view: VerifyView; start: VerifyStart; onVerified(username: string): Promise<void> } {
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => decideVerifyStart(params));
  const [view, setView] = useState<VerifyView>(() => initialView(start));
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const refresh = useEffectEvent(() => refreshUser());
  const go = useEffectEvent((path: string) => navigate(path, { replace: true }));
  const cleanAddress = useEffectEvent(() => {
    if (params.toString() !== "") setParams({}, { replace: true });
  });

  useEffect(() => {
    if (start.kind === "verify") rememberPendingToken(start.token);
    cleanAddress();
  }, [start]);

  useEffect(() => {
    // StrictMode runs this twice: the first run is cancelled, and the call itself is shared.
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (delay: number, then: () => void) => {
      if (!cancelled) timer = setTimeout(then, delay);
    };

    if (start.kind === "verify") {
      markVerificationStarted();
      void verifyEmailOnce(start.token).then(async (outcome) => {
        if (cancelled) return;
        if (!outcome.ok) {
          clearVerificationAttempt();
          if ("passwordNeeded" in outcome) {
            return setView({ status: "setPassword", token: start.token, username: outcome.username, message: outcome.message });
          }
          return setView({ status: "error", message: outcome.message });
        }
        recordVerified(outcome.username);
        setView({ status: "success" });
        const user = await refresh();
        // Verified and signed in here: onboarding next (a verified learner opening the link again goes home).
        later(AFTER_VERIFY_DELAY_MS, () => hardRedirect(user ? (outcome.signedIn ? WELCOME_URL : HOME_URL) : "/auth?verified=true"));
      });
    } else if (start.kind === "verifiedParam") {
      void refresh().then((user) => later(AFTER_NOTICE_DELAY_MS, () => go(user ? HOME_URL : "/auth?verified=true")));
    } else if (start.kind === "interrupted") {
      clearVerificationAttempt();
      later(AFTER_NOTICE_DELAY_MS, () => go("/auth"));
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [start]);

  /** The password form verified the account: it ends as a verifying link does. */
  const onVerified = async (username: string) => {
    recordVerified(username);
    setView({ status: "success" });
    const user = await refreshUser();
    setTimeout(() => hardRedirect(user ? WELCOME_URL : "/auth?verified=true"), AFTER_VERIFY_DELAY_MS);
  };
  return { view, start, onVerified };
}
