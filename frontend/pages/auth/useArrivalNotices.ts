/**
 * What the auth page says on arrival, once, before taking the reason out of the address so a
 * reload does not repeat it:
 * - after a verification (verified=true, or this tab's flag): "Email verified", and the verified
 *   username is handed back to prefill the login (docs/product/accounts.md);
 * - after a failed Google sign-in, which the Worker reports as `?error=google_…`.
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "../../lib/toast";
import { acknowledgeVerifiedNotice, justVerifiedInThisSession, verifiedFlag } from "../../lib/verification-state";

export const ARRIVAL_TEXT = {
  verifiedTitle: "Email verified successfully!",
  verifiedBody: "Your email has been verified. You can now log in to your account.",
  googleTitle: "Google sign-in failed",
  googleErrors: {
    google_state: "The sign-in took too long or was interrupted. Please try again.",
    google_failed: "Google did not confirm the sign-in. Please try again.",
    google_unverified: "Your Google account's email address is not verified with Google, so it cannot be used here.",
    google_deleted: "This account was deleted. Its data is erased within 24 hours; after that you can sign up again with Google.",
  } as Record<string, string>,
  googleUnknown: "Please try again, or log in with your username and password.",
};

interface ArrivalNotices {
  verified: { username?: string } | null;
  googleError: string | null;
}

export function useArrivalNotices(): { verifiedUsername?: string } {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const [notices] = useState<ArrivalNotices>(() => {
    const sessionFlag = justVerifiedInThisSession();
    const verified = sessionFlag || params.get("verified") === "true" ? { username: (sessionFlag ?? verifiedFlag())?.username || undefined } : null;
    const error = params.get("error");
    return { verified, googleError: error?.startsWith("google") ? error : null };
  });
  // The effect runs twice under StrictMode; the toasts must not.
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || (!notices.verified && !notices.googleError)) return;
    announced.current = true;
    if (notices.verified) {
      toast.success(ARRIVAL_TEXT.verifiedTitle, ARRIVAL_TEXT.verifiedBody);
      acknowledgeVerifiedNotice();
    }
    if (notices.googleError) {
      toast.error(ARRIVAL_TEXT.googleTitle, ARRIVAL_TEXT.googleErrors[notices.googleError] ?? ARRIVAL_TEXT.googleUnknown);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("verified");
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [notices, toast, setParams]);

  return { verifiedUsername: notices.verified?.username };
}
