/** "You're offline. Some features may be limited.", following the browser's online/offline events. */
import { WifiOff } from "lucide-react";
import { useOnline } from "../lib/online";

export const OFFLINE_TEXT = "You're offline. Some features may be limited.";

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    // At the bottom, clear of the scroll-to-top button, so it never covers the header or a lesson's controls.
    <div role="status" className="fixed bottom-4 left-4 right-20 z-40 mx-auto flex max-w-md items-center justify-center gap-2 rounded-full border border-line bg-raised px-4 py-2 text-sm text-ink shadow-lg sm:right-4">
      <WifiOff size={16} aria-hidden className="text-accent" />
      {OFFLINE_TEXT}
    </div>
  );
}
