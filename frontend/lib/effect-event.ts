/**
 * React 19.2's useEffectEvent, which Preact's compatibility layer lacks (decision 012): a stable
 * function that always calls the latest render's callback, for use inside effects without making
 * the effect depend on it.
 */
import { useCallback, useLayoutEffect, useRef } from "react";

export function useEffectEvent<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
