/**
 * The service worker keeps API reads (lessons, progress, notes) so they open offline. Those reads
 * belong to one account: a learner who signs in after another on the same browser, free after
 * premium, must find none of them. So the app notes whose reads the cache holds, and empties it
 * whenever that is no longer the signed-in learner.
 */
import { API_CACHE } from "../../contract/constants";
import type { User } from "../../contract/wire";
import { hasPaidAccess } from "./access";

/** Beside the owner: whether the reads were kept with paid access, so a downgrade empties them (issue 29). */
const PAID_KEY = `${API_CACHE.ownerKey}-paid`;

/** Empties the cache and forgets its owner. Never throws: signing in or out must not wait on it. */
export async function forgetCachedApiReads(): Promise<void> {
  if ("caches" in window) await caches.delete(API_CACHE.name).catch(() => false);
  try {
    localStorage.removeItem(API_CACHE.ownerKey);
    localStorage.removeItem(PAID_KEY);
  } catch {
    // Storage refused (a private window): nothing was noted, so there is nothing to forget.
  }
}

/** Drops one kept read (a lesson that now answers 402 must not open offline). Never throws. */
export async function forgetCachedApiRead(url: string): Promise<void> {
  if (!("caches" in window)) return;
  await caches
    .open(API_CACHE.name)
    .then((cache) => cache.delete(url))
    .catch(() => false);
}

/**
 * Makes the cache `user`'s: emptied first when it held another account's reads, or reads of no
 * known account, or reads kept while this learner had paid access they no longer have (issue 29:
 * offline, a downgraded learner found their premium lessons again). Answers whether it was emptied.
 */
export async function keepCachedApiReadsFor(user: Pick<User, "id" | "subscriptionTier" | "subscriptionExpiry">): Promise<boolean> {
  const owner = String(user.id);
  const paid = hasPaidAccess(user) ? "1" : "0";
  const accessWentDown = readNote(PAID_KEY) === "1" && paid === "0";
  if (readNote(API_CACHE.ownerKey) === owner && !accessWentDown) {
    writeNote(PAID_KEY, paid);
    return false;
  }
  await forgetCachedApiReads();
  writeNote(API_CACHE.ownerKey, owner);
  writeNote(PAID_KEY, paid);
  return true;
}

function writeNote(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without a note the next start empties the cache again: safe, only slower offline.
  }
}

function readNote(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
