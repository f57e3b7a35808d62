/** "You're offline. Some features may be limited.", following the browser's online/offline events. */
import { WifiOff } from "lucide-react";
import { useOnline } from "../lib/online";

export const OFFLINE_TEXT = "You're offline. Some features may be limited.";

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-40 flex items-center justify-center gap-2 bg-raised px-4 py-2 text-sm text-ink shadow">
      <WifiOff size={16} aria-hidden className="text-accent" />
      {OFFLINE_TEXT}
    </div>
  );
}
