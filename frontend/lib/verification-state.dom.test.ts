import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  acknowledgeVerifiedNotice,
  clearVerificationAttempt,
  decideVerifyStart,
  justVerifiedInThisSession,
  markVerificationStarted,
  pendingEmail,
  pendingToken,
  recordVerified,
  rememberPendingEmail,
  rememberPendingToken,
  verificationInProgress,
  verifiedFlag,
  VERIFICATION_KEYS,
} from "./verification-state";

const params = (query = "") => new URLSearchParams(query);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("the verified flag", () => {
  it("is stored in both session and local storage with the username, and clears the attempt", () => {
    rememberPendingToken("tok");
    markVerificationStarted();
    rememberPendingEmail("ana@example.com");
    recordVerified("ana");

    expect(verifiedFlag()).toEqual({ username: "ana", at: Date.now() });
    expect(sessionStorage.getItem(VERIFICATION_KEYS.verified)).not.toBeNull();
    expect(localStorage.getItem(VERIFICATION_KEYS.verified)).not.toBeNull();
    expect(pendingToken()).toBeNull();
    expect(verificationInProgress()).toBe(false);
    expect(pendingEmail()).toBeNull();
  });

  it("is valid for one hour and then removed", () => {
    recordVerified("ana");
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(verifiedFlag()?.username).toBe("ana");
    vi.advanceTimersByTime(60 * 1000);
    expect(verifiedFlag()).toBeNull();
    expect(sessionStorage.getItem(VERIFICATION_KEYS.verified)).toBeNull();
    expect(localStorage.getItem(VERIFICATION_KEYS.verified)).toBeNull();
  });

  it("survives in local storage for another tab whose session storage is empty", () => {
    recordVerified("ana");
    sessionStorage.clear();
    expect(verifiedFlag()?.username).toBe("ana");
    expect(justVerifiedInThisSession()).toBeNull();
  });

  it("is dropped from the session once the auth page has announced it, but stays for the verify page", () => {
    recordVerified("ana");
    expect(justVerifiedInThisSession()?.username).toBe("ana");
    acknowledgeVerifiedNotice();
    expect(justVerifiedInThisSession()).toBeNull();
    expect(verifiedFlag()?.username).toBe("ana");
  });

  it("treats a damaged value as absent", () => {
    localStorage.setItem(VERIFICATION_KEYS.verified, "{not json");
    expect(verifiedFlag()).toBeNull();
  });
});

describe("where the verify page starts", () => {
  it("verifies a token from the address before anything else", () => {
    recordVerified("ana");
    expect(decideVerifyStart(params("token=abc&registration=true"))).toEqual({ kind: "verify", token: "abc" });
  });

  it("shows the instructions after registration, even with verified=true", () => {
    expect(decideVerifyStart(params("registration=true&verified=true")).kind).toBe("registration");
  });

  it("shows success for verified=true without registration", () => {
    expect(decideVerifyStart(params("verified=true")).kind).toBe("verifiedParam");
  });

  it("without parameters, resumes a stored token first", () => {
    rememberPendingToken("stored");
    markVerificationStarted();
    recordVerified("ana");
    rememberPendingToken("stored");
    expect(decideVerifyStart(params())).toEqual({ kind: "verify", token: "stored" });
  });

  it("without parameters, restores success from a flag less than an hour old", () => {
    recordVerified("ana");
    expect(decideVerifyStart(params()).kind).toBe("restoredSuccess");
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(decideVerifyStart(params()).kind).toBe("idle");
  });

  it("without parameters, reports an interrupted verification", () => {
    markVerificationStarted();
    expect(decideVerifyStart(params()).kind).toBe("interrupted");
    clearVerificationAttempt();
    expect(decideVerifyStart(params()).kind).toBe("idle");
  });
});
