/**
 * The signed-in user, fetched once at start (`GET /api/user`: 401 means signed out, any other
 * failure is logged as "Failed to fetch user" and also means signed out). Without the session hint
 * cookie nobody is signed in, and nothing is asked (lib/session-hint.ts). Whenever the account
 * changes, what was loaded for the previous one is dropped first (lib/account-cache.ts).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import useSWR, { preload, useSWRConfig } from "swr";
import type { LoginBody } from "../../contract/schemas";
import type { User } from "../../contract/wire";
import { USER_URL } from "../../contract/read-urls";
import { apiUrl, createLoader, send } from "./api";
import { forgetCachedApiReads, keepCachedApiReadsFor } from "./account-cache";
import { mayBeSignedIn } from "./session-hint";

const loadUser = createLoader({ on401: "returnNull" });
export const USER_KEY = USER_URL;

async function fetchUser(key: string): Promise<User | null> {
  if (!mayBeSignedIn()) {
    // Signed out as surely as a 401 says it, so the cache is emptied the same way.
    await forgetCachedApiReads();
    return null;
  }
  try {
    const user = await loadUser<User | null>(key);
    // A 401: whoever's reads the cache holds is signed out (the session may have ended elsewhere).
    if (user) await keepCachedApiReadsFor(user);
    else await forgetCachedApiReads();
    return user;
  } catch (error) {
    console.error("Failed to fetch user", error);
    return null;
  }
}

/** Who the app last knew to be signed in; undefined until the first answer. For the route loaders. */
let knownUser: User | null | undefined;

/**
 * The signed-in user for code outside React (route loaders): what the app already knows, or, at
 * start, a request made before the app renders, whose answer AuthProvider's query then takes.
 */
export function signedInUser(): Promise<User | null> {
  return knownUser !== undefined ? Promise.resolve(knownUser) : preload(USER_KEY, fetchUser);
}

interface AuthState {
  user: User | null;
  isLoading: boolean;
  login(credentials: LoginBody): Promise<User>;
  logout(): Promise<void>;
  /** Replace the cached user (after register, verify, settings changes). */
  setUser(user: User | null): void;
  refreshUser(): Promise<User | null | undefined>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading: asking, mutate } = useSWR(USER_KEY, fetchUser, { revalidateOnFocus: false });
  // Loading only while nothing is known: after `unload` swr reports the user's key as loading
  // until a request it will never make, even once the user has been set; and the user a drawn
  // page came with counts as known while it is asked again.
  const waiting = asking && data === undefined;
  // swr keeps a read's last data even when the next answer is a 402, so what was loaded for one
  // account would stay on screen for the next: `unload` drops all of it, and the reads still in
  // flight cannot write it back. The screens still shown then read again as the new account.
  const { unload } = useSWRConfig();
  const changeAccount = useCallback(
    async (user: User | null) => {
      const emptied = user ? await keepCachedApiReadsFor(user) : (await forgetCachedApiReads(), true);
      if (emptied) unload();
      await mutate(user, { revalidate: false });
    },
    [mutate, unload],
  );
  const setUser = useCallback((user: User | null) => void changeAccount(user), [changeAccount]);
  useEffect(() => {
    if (!waiting) knownUser = data ?? null;
  }, [data, waiting]);
  const login = useCallback(
    async (credentials: LoginBody) => {
      const user = await send("POST", apiUrl("/api/login"), credentials);
      await changeAccount(user);
      return user;
    },
    [changeAccount],
  );
  // Everything is dropped before the request, so a logout that fails (offline, a server error)
  // leaves nothing readable either; the screen then reads again as who the server says is signed in.
  const logout = useCallback(async () => {
    await forgetCachedApiReads();
    // Not read again yet: the session still stands, and the answers would be cached anew.
    unload({ revalidate: false });
    try {
      await send("POST", apiUrl("/api/logout"));
    } catch (error) {
      unload();
      throw error;
    }
    await changeAccount(null);
  }, [changeAccount, unload]);
  const value = useMemo(
    () => ({ user: data ?? null, isLoading: waiting, login, logout, setUser, refreshUser: () => mutate() }),
    [data, waiting, login, logout, setUser, mutate],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
