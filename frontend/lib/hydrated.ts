/**
 * False while React draws a page the build drew as HTML (the server snapshot), true at once
 * afterwards and in every page drawn in the browser. For parts the build leaves out, such as code
 * split off with `lazy`, which a drawn page cannot contain without a hydration error.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
