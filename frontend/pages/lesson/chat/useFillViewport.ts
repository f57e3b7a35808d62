/**
 * Sizes an element to fill the window from where it starts down to the bottom, so the chat takes
 * the lesson body with its input pinned at the bottom, whatever the headers above it measure.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from "react";

export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  const style: CSSProperties = { height: top === null ? "70dvh" : `calc(100dvh - ${top}px)`, minHeight: "18rem" };
  return { ref, style };
}
