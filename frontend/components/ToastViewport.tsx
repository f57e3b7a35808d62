/**
 * The toasts on screen (docs/product/operations.md), drawn with Radix Toast, which handles focus, swipe and
 * screen-reader announcements. Loaded with the first toast (lib/toast.tsx keeps the queue), so no
 * page waits for this code before it shows.
 */
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { TOAST_DURATION_MS } from "../../contract/constants";
import type { ToastItem } from "../lib/toast";

interface ToastViewportProps {
  toasts: readonly ToastItem[];
  onClose(id: number): void;
  onRemove(id: number): void;
}

export function ToastViewport({ toasts, onClose, onRemove }: ToastViewportProps) {
  return (
    <Toast.Provider swipeDirection="right" duration={TOAST_DURATION_MS.default}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => (open ? undefined : onClose(item.id))}
          onAnimationEnd={() => (item.open ? undefined : onRemove(item.id))}
          type={item.variant === "destructive" ? "foreground" : "background"}
          data-variant={item.variant ?? "default"}
          className={`toast relative flex gap-3 overflow-hidden rounded-xl border p-4 pl-5 shadow-xl ${
            item.variant === "destructive" ? "border-danger/60 bg-danger text-danger-ink" : "border-line bg-raised text-ink"
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
      {/* Under the fixed header (4rem), never over it: the menus and the way back stay in reach. */}
      <Toast.Viewport className="fixed right-0 top-16 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
