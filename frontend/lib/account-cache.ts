/**
 * The service worker keeps API reads (lessons, progress, notes) so they open offline. Those reads
 * belong to one account: a learner who signs in after another on the same browser, free after
 * premium, must find none of them. So the app notes whose reads the cache holds, and empties it
 * whenever that is no longer the signed-in learner.
 */
import { API_CACHE } from "../../contract/constants";

/** Empties the cache and forgets its owner. Never throws: signing in or out must not wait on it. */
export async function forgetCachedApiReads(): Promise<void> {
  if ("caches" in window) await caches.delete(API_CACHE.name).catch(() => false);
  try {
    localStorage.removeItem(API_CACHE.ownerKey);
  } catch {
    // Storage refused (a private window): nothing was noted, so there is nothing to forget.
  }
}

/**
 * Makes the cache `userId`'s: emptied first when it held another account's reads, or reads of
 * no known account. Answers whether it was emptied.
 */
export async function keepCachedApiReadsFor(userId: number): Promise<boolean> {
  const owner = String(userId);
  if (readOwner() === owner) return false;
  await forgetCachedApiReads();
  try {
    localStorage.setItem(API_CACHE.ownerKey, owner);
  } catch {
    // Without a note the next start empties the cache again: safe, only slower offline.
  }
  return true;
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(API_CACHE.ownerKey);
  } catch {
    return null;
  }
}
