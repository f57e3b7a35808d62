/** Whether a CSS media query matches now, kept up to date (false where the browser cannot tell). */
import { useSyncExternalStore } from "react";

/** Phones: below Tailwind's/UnoCSS's `sm` breakpoint (640 px). */
export const PHONE_QUERY = "(max-width: 639.98px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = typeof window.matchMedia === "function" ? window.matchMedia(query) : null;
      list?.addEventListener("change", changed);
      return () => list?.removeEventListener("change", changed);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
    () => false,
  );
}
