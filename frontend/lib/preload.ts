/**
 * The routes' loaders start a screen's reads while its code is still downloading, so on a slow
 * phone a lesson's text is already on its way when the lesson screen first renders. SWR hands each
 * preloaded answer to the first useSWR with the same key.
 */
import { preload } from "swr";
import { load } from "./api";
import { signedInUser } from "./auth";

/** Reads anyone may make. A failure is left for the screen's own query to show. */
export function preloadReads(...urls: string[]): void {
  for (const url of urls) preload(url, load).catch(() => undefined);
}

/** Reads for a verified learner: started only when one is signed in, never as a certain 401. */
export function preloadLearnerReads(...urls: string[]): void {
  void signedInUser().then((user) => {
    if (user?.emailVerified) preloadReads(...urls);
  });
}
