/**
 * The verification call. Tokens are single use, so a token is sent at most once per page load even
 * when React runs the effect twice (StrictMode) or the screen mounts again: later callers share the
 * first call's answer.
 */
import type { VerifyEmailResponse } from "../../../contract/wire";
import { ApiRequestError, apiUrl, load } from "../../lib/api";

export const VERIFY_CALL_TEXT = {
  failed: "An error occurred during email verification.",
  network: "An error occurred during email verification. Please try again later.",
};

export type VerifyOutcome =
  /** `signedIn`: this answer signed the learner in (the first verification, where the password was chosen). */
  | { ok: true; username: string; signedIn: boolean }
  | { ok: false; message: string }
  /** Opened in a browser that never held the password: the clicker sets it (decision 032). */
  | { ok: false; passwordNeeded: true; message: string; username: string };

const calls = new Map<string, Promise<VerifyOutcome>>();

/** docs/product/accounts.md: "Already verified" in the message also counts as success. */
const ALREADY_VERIFIED = /already verified/i;

async function verifyEmail(token: string): Promise<VerifyOutcome> {
  try {
    const answer = await load<VerifyEmailResponse>(apiUrl("/api/verify-email", {}, { token }));
    return { ok: true, username: answer?.username ?? "", signedIn: answer?.signedIn === true };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { ok: false, message: VERIFY_CALL_TEXT.network };
    const message = typeof error.body.message === "string" ? error.body.message : "";
    if (error.body.passwordNeeded === true) {
      return { ok: false, passwordNeeded: true, message, username: typeof error.body.username === "string" ? error.body.username : "" };
    }
    if (ALREADY_VERIFIED.test(message)) {
      return { ok: true, username: typeof error.body.username === "string" ? error.body.username : "", signedIn: false };
    }
    return { ok: false, message: message || VERIFY_CALL_TEXT.failed };
  }
}

export function verifyEmailOnce(token: string): Promise<VerifyOutcome> {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmail(token);
    calls.set(token, call);
  }
  return call;
}
