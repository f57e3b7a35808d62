/**
 * Sizes an element to fill the window from where it starts down to the bottom, so the chat takes
 * the lesson body with its input pinned at the bottom, whatever the headers above it measure (measured
 * again when `active` turns true: the element may be there before it is to fill the window).
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from "react";

export function useFillViewport<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [active]);
  const style: CSSProperties = { height: top === null ? "70dvh" : `calc(100dvh - ${top}px)`, minHeight: "18rem" };
  return { ref, style };
}
