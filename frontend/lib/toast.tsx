/**
 * Toasts (spec §4): top right; 5000 ms by default, 3000 ms for success, 4000 ms for errors
 * (destructive, red; others carry the orange accent bar); Infinity keeps one until closed.
 * Built on Radix Toast, which handles focus, swipe and screen-reader announcements.
 */
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "../../contract/constants";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastApi {
  toast(input: ToastInput): void;
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const toast = useCallback((input: ToastInput) => {
    setToasts((current) => [...current, { ...input, id: nextId++, open: true }]);
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
      <Toast.Provider swipeDirection="right" duration={TOAST_DURATION_MS.default}>
        {children}
        {toasts.map((item) => (
          <Toast.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            onOpenChange={(open) => (open ? undefined : close(item.id))}
            onAnimationEnd={() => (item.open ? undefined : remove(item.id))}
            type={item.variant === "destructive" ? "foreground" : "background"}
            data-variant={item.variant ?? "default"}
            className={`toast relative flex gap-3 overflow-hidden rounded-xl border p-4 pl-5 shadow-xl ${
              item.variant === "destructive"
                ? "border-danger/60 bg-danger text-danger-ink"
                : "border-line bg-raised text-ink"
            }`}
          >
            {item.variant !== "destructive" && <span aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-accent" />}
            <div className="min-w-0 flex-1">
              <Toast.Title className="font-semibold">{item.title}</Toast.Title>
              {item.description && <Toast.Description className="mt-1 text-sm opacity-90">{item.description}</Toast.Description>}
            </div>
            <Toast.Close aria-label="Close toast" className="btn-ghost -m-2 h-8 w-8 p-0 text-current">
              <X size={16} aria-hidden />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed right-0 top-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </Toast.Provider>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used within a ToastProvider");
  return api;
}
