/**
 * Admin access (docs/product/operations.md): every admin call may answer 403. The first 403 seen on the page
 * shows 'Access Denied' and sends the visitor home; later ones are ignored, so it says so once.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import useSWR, { type Fetcher, type SWRConfiguration } from "swr";
import { ApiRequestError } from "../../lib/api";
import { useToast } from "../../lib/toast";

export const ADMIN_ACCESS_TEXT = {
  deniedTitle: "Access Denied",
  deniedBody: "You do not have admin privileges.",
};

interface AdminAccess {
  /** Handles a 403 (notice and redirect) and answers whether `error` was one. */
  forbidden(error: unknown): boolean;
}

const AdminAccessContext = createContext<AdminAccess | null>(null);

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

export function AdminAccessProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const navigate = useNavigate();
  const denied = useRef(false);
  const forbidden = useCallback(
    (error: unknown) => {
      if (!isForbidden(error)) return false;
      if (!denied.current) {
        denied.current = true;
        toast.error(ADMIN_ACCESS_TEXT.deniedTitle, ADMIN_ACCESS_TEXT.deniedBody);
        navigate("/", { replace: true });
      }
      return true;
    },
    [toast, navigate],
  );
  const value = useMemo(() => ({ forbidden }), [forbidden]);
  return <AdminAccessContext value={value}>{children}</AdminAccessContext>;
}

export function useAdminAccess(): AdminAccess {
  const access = useContext(AdminAccessContext);
  if (!access) throw new Error("useAdminAccess must be used within an AdminAccessProvider");
  return access;
}

/** Client errors (403, 404) will not mend by asking again; server and network errors may. */
const retryable = (error: Error) => !(error instanceof ApiRequestError && error.status < 500);

/** useSWR for an admin call: a 403 leads out of the dashboard, other errors are the caller's to show. */
export function useAdminQuery<T>(key: string | null, fetcher?: Fetcher<T, string>, options: SWRConfiguration<T> = {}) {
  const { forbidden } = useAdminAccess();
  const result = useSWR<T>(key, fetcher ?? null, { shouldRetryOnError: retryable, ...options });
  useEffect(() => {
    if (result.error) forbidden(result.error);
  }, [result.error, forbidden]);
  return result;
}
