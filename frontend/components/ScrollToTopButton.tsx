import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { SCROLL_TO_TOP_THRESHOLD_PX } from "../../contract/constants";

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="btn-primary fixed bottom-5 right-5 z-40 h-12 w-12 rounded-full p-0 shadow-lg"
      aria-label="Scroll to top"
    >
      <ArrowUp size={22} aria-hidden />
    </button>
  );
}
