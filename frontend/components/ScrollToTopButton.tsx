/**
 * "Scroll to top", offered far down a page only while the reader heads back up: while they read on
 * (scrolling down) it stays away, so it never sits over the text or a lesson's reveal being read.
 */
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { SCROLL_TO_TOP_THRESHOLD_PX } from "../../contract/constants";

export const SCROLL_TO_TOP_TEXT = { label: "Scroll to top" };

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Read at the first scroll, not here: reading the scroll position while the page is still being
    // laid out forces its layout into the task that starts the app (a long task on a phone's lesson).
    let last: number | undefined;
    const update = () => {
      const now = window.scrollY;
      last ??= now;
      if (now <= SCROLL_TO_TOP_THRESHOLD_PX) setVisible(false);
      else if (now < last) setVisible(true);
      else if (now > last) setVisible(false);
      last = now;
    };
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="btn-primary fixed bottom-5 right-5 z-40 h-12 w-12 rounded-full p-0 shadow-lg"
      aria-label={SCROLL_TO_TOP_TEXT.label}
    >
      <ArrowUp size={22} aria-hidden />
    </button>
  );
}
