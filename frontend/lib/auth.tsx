/**
 * The signed-in user, fetched once at start (`GET /api/user`: 401 means signed out, any other
 * failure is logged as "Failed to fetch user" and also means signed out). Without the session hint
 * cookie nobody is signed in, and nothing is asked (lib/session-hint.ts).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import useSWR, { preload } from "swr";
import type { LoginBody } from "../../contract/schemas";
import type { User } from "../../contract/wire";
import { createLoader, send } from "./api";
import { forgetCachedApiReads } from "./service-worker";
import { mayBeSignedIn } from "./session-hint";

const loadUser = createLoader({ on401: "returnNull" });
export const USER_KEY = "/api/user";

async function fetchUser(key: string): Promise<User | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await loadUser<User | null>(key);
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
  const { data, isLoading, mutate } = useSWR(USER_KEY, fetchUser, { revalidateOnFocus: false });
  const setUser = useCallback((user: User | null) => void mutate(user, { revalidate: false }), [mutate]);
  // Loading means no answer yet: the user a drawn page came with counts as known while it is asked again.
  const waiting = isLoading && data === undefined;
  useEffect(() => {
    if (!waiting) knownUser = data ?? null;
  }, [data, waiting]);
  const login = useCallback(
    async (credentials: LoginBody) => {
      const user = await send<User>("POST", "/api/login", credentials);
      setUser(user);
      return user;
    },
    [setUser],
  );
  const logout = useCallback(async () => {
    await send("POST", "/api/logout");
    setUser(null);
    await forgetCachedApiReads().catch(() => undefined);
  }, [setUser]);
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
