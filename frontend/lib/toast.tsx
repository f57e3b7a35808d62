/**
 * Toasts (docs/product/operations.md): top right, under the header; 5000 ms by default, 3000 ms for success, 4000 ms for errors
 * (destructive, red; others carry the orange accent bar); Infinity keeps one until closed.
 * This module keeps the queue and the API; components/ToastViewport.tsx draws them with Radix
 * Toast and loads with the first toast, keeping Radix out of every page's first download.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "../../contract/constants";

const ToastViewport = lazy(() => import("../components/ToastViewport").then((module) => ({ default: module.ToastViewport })));

export interface ToastInput {
  title: string;
  /** Text, or text with a link (the contact form's development mail preview). */
  description?: ReactNode;
  variant?: "default" | "destructive";
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastApi {
  toast(input: ToastInput): void;
  success(title: string, description?: ReactNode): void;
  error(title: string, description?: ReactNode): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  // Once shown, the viewport stays: Radix keeps its region and hotkey for the toasts that follow.
  const [viewportWanted, setViewportWanted] = useState(false);
  const toast = useCallback((input: ToastInput) => {
    setToasts((current) => [...current, { ...input, id: nextId++, open: true }]);
    setViewportWanted(true);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      toast,
      success: (title, description) => toast({ title, description, duration: TOAST_DURATION_MS.success }),
      error: (title, description) =>
        toast({ title, description, variant: "destructive", duration: TOAST_DURATION_MS.error }),
    }),
    [toast],
  );
  const close = (id: number) => setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  const remove = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));

  return (
    <ToastContext value={api}>
      {children}
      {viewportWanted && (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onClose={close} onRemove={remove} />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used within a ToastProvider");
  return api;
}
