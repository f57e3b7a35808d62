/**
 * What the email-verification flow remembers between page loads (docs/product/accounts.md,
 * "Registering and verifying"). Verification links are often opened in a new tab, and the verify page
 * replaces itself with a hard redirect, so the flow keeps its state in web storage rather than React:
 *
 * - session storage: the pending email (after registering), the pending token (taken out of the
 *   address bar), the in-progress flag (a call was sent and no answer recorded yet);
 * - session AND local storage: the "just verified" flag with its timestamp and the verified username,
 *   so the tab that registered can see it too. It is valid for one hour.
 *
 * Every function takes the stores and the clock as parameters so the rules can be tested alone.
 */

export const VERIFICATION_KEYS = {
  pendingEmail: "parlo.verification.pendingEmail",
  pendingToken: "parlo.verification.pendingToken",
  inProgress: "parlo.verification.inProgress",
  verified: "parlo.verification.verified",
} as const;

/** docs/product/accounts.md: "Verification success flag valid 1 hour." */
export const VERIFIED_FLAG_VALID_MS = 60 * 60 * 1000;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface VerificationStores {
  session: KeyValueStore;
  local: KeyValueStore;
}

/** A store that forgets everything, for browsers that refuse storage (private modes, policies). */
const noStore: KeyValueStore = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

function guarded(get: () => Storage): KeyValueStore {
  // Reading `window.localStorage` itself can throw, and so can a full quota on write.
  const store = () => {
    try {
      return get();
    } catch {
      return noStore;
    }
  };
  return {
    getItem: (key) => {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store().setItem(key, value);
      } catch {
        /* storage full or refused: the flow still works within this page */
      }
    },
    removeItem: (key) => {
      try {
        store().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

export const browserStores: VerificationStores = {
  session: guarded(() => window.sessionStorage),
  local: guarded(() => window.localStorage),
};

export interface VerifiedFlag {
  username: string;
  /** When verification succeeded (ms since the epoch). */
  at: number;
}

function readFlag(store: KeyValueStore, now: number): VerifiedFlag | null {
  const raw = store.getItem(VERIFICATION_KEYS.verified);
  if (!raw) return null;
  try {
    const flag = JSON.parse(raw) as Partial<VerifiedFlag>;
    if (typeof flag.at === "number" && now - flag.at >= 0 && now - flag.at < VERIFIED_FLAG_VALID_MS) {
      return { username: typeof flag.username === "string" ? flag.username : "", at: flag.at };
    }
  } catch {
    /* a damaged value is treated like an expired one */
  }
  store.removeItem(VERIFICATION_KEYS.verified);
  return null;
}

/** The pending email: after registering, or the address a refused login was made with. */
export function rememberPendingEmail(email: string, stores = browserStores): void {
  stores.session.setItem(VERIFICATION_KEYS.pendingEmail, email);
}

export function pendingEmail(stores = browserStores): string | null {
  return stores.session.getItem(VERIFICATION_KEYS.pendingEmail) || null;
}

/** Keeps the link's token so a reload (or the address-bar clean-up) does not lose it. */
export function rememberPendingToken(token: string, stores = browserStores): void {
  stores.session.setItem(VERIFICATION_KEYS.pendingToken, token);
}

export function pendingToken(stores = browserStores): string | null {
  return stores.session.getItem(VERIFICATION_KEYS.pendingToken) || null;
}

export function markVerificationStarted(stores = browserStores): void {
  stores.session.setItem(VERIFICATION_KEYS.inProgress, "true");
}

export function verificationInProgress(stores = browserStores): boolean {
  return stores.session.getItem(VERIFICATION_KEYS.inProgress) === "true";
}

/** Forgets the token and the in-progress flag (after any definite answer, or an interruption). */
export function clearVerificationAttempt(stores = browserStores): void {
  stores.session.removeItem(VERIFICATION_KEYS.pendingToken);
  stores.session.removeItem(VERIFICATION_KEYS.inProgress);
}

/** A successful verification: the flag in both stores, and the attempt and pending email forgotten. */
export function recordVerified(username: string, now = Date.now(), stores = browserStores): void {
  const flag = JSON.stringify({ username, at: now } satisfies VerifiedFlag);
  stores.session.setItem(VERIFICATION_KEYS.verified, flag);
  stores.local.setItem(VERIFICATION_KEYS.verified, flag);
  clearVerificationAttempt(stores);
  stores.session.removeItem(VERIFICATION_KEYS.pendingEmail);
}

/** The success flag from either store, if it is less than an hour old; stale flags are removed. */
export function verifiedFlag(now = Date.now(), stores = browserStores): VerifiedFlag | null {
  const session = readFlag(stores.session, now);
  const local = readFlag(stores.local, now);
  return session ?? local;
}

/** The auth page's "a session flag says the email was just verified". */
export function justVerifiedInThisSession(now = Date.now(), stores = browserStores): VerifiedFlag | null {
  return readFlag(stores.session, now);
}

/**
 * The auth page has shown its "Email verified" toast: the session flag is dropped so the toast does
 * not come back on every visit, while the local flag still lets the verify page restore success.
 */
export function acknowledgeVerifiedNotice(stores = browserStores): void {
  stores.session.removeItem(VERIFICATION_KEYS.verified);
}

/** What the verify page does first, decided from its address and the stored flags (docs/product/accounts.md). */
export type VerifyStart =
  | { kind: "verify"; token: string }
  | { kind: "verifiedParam" }
  | { kind: "registration" }
  | { kind: "restoredSuccess" }
  | { kind: "interrupted" }
  | { kind: "idle" };

export function decideVerifyStart(params: URLSearchParams, now = Date.now(), stores = browserStores): VerifyStart {
  const token = params.get("token");
  if (token) return { kind: "verify", token };
  if (params.get("registration") === "true") return { kind: "registration" };
  if (params.get("verified") === "true") return { kind: "verifiedParam" };
  const stored = pendingToken(stores);
  if (stored) return { kind: "verify", token: stored };
  if (verifiedFlag(now, stores)) return { kind: "restoredSuccess" };
  if (verificationInProgress(stores)) return { kind: "interrupted" };
  return { kind: "idle" };
}
