/**
 * Course content kept once per colo in the Cache API (decision 025), beneath each isolate's own
 * minute of memory (lessons/content-cache.ts): a new isolate, of which a busy colo starts many, then reads
 * the language list, a language's lesson index and a lesson's text from the colo instead of D1 and
 * R2. Only public content is kept, never anything a learner owns. Entries live CONTENT_TTL_MS; the
 * colo that publishes forgets them at once (invalidateLessonContent), other colos within the TTL,
 * and a lesson's text is kept with its version, so a changed lesson is never answered with an old text.
 */
import type { Tally } from "./latency-model";

/** Keys are URLs of a host nobody can request: the Cache API stores by URL. */
const KEY_ORIGIN = "https://colo-content.parlo.invalid";

/**
 * Bumped when the content is loaded again in tests, so a test never reads the previous one's
 * entries. In production it stays 0 and every isolate of the colo shares the entries.
 */
let generation = 0;

export function forgetColoGeneration(): void {
  generation++;
}

export interface ColoCache {
  read<T>(key: string): Promise<T | undefined>;
  keep(key: string, value: unknown, ttlMs: number): Promise<void>;
  forget(key: string): Promise<void>;
}

const keyUrl = (key: string) => `${KEY_ORIGIN}/${generation}/${key}`;

/** The colo's cache; charged to the latency model's tally when one is on. */
export function coloCache(tally?: Tally): ColoCache {
  const cache = () => caches.default;
  return {
    async read<T>(key: string) {
      tally?.add("cache");
      const hit = await cache().match(keyUrl(key));
      return hit ? ((await hit.json()) as T) : undefined;
    },
    async keep(key, value, ttlMs) {
      const response = new Response(JSON.stringify(value), {
        headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${Math.ceil(ttlMs / 1000)}` },
      });
      await cache().put(keyUrl(key), response);
    },
    async forget(key) {
      await cache().delete(keyUrl(key));
    },
  };
}

/** The request's colo cache: none on the read path before decision 025 (the latency benchmark's "today"). */
export function coloCacheFor(c: { var: { tally?: Tally; readPath?: "primary-only" } }): ColoCache {
  return c.var.readPath === "primary-only" ? NO_COLO_CACHE : coloCache(c.var.tally);
}

/** The read path before decision 025: no colo cache. */
export const NO_COLO_CACHE: ColoCache = {
  read: async () => undefined,
  keep: async () => undefined,
  forget: async () => undefined,
};

/** The colo's entry for `key`, or `load()` kept there for `ttlMs`. */
export async function throughColo<T>(colo: ColoCache, key: string, ttlMs: number, load: () => Promise<T>, keepIf: (value: T) => boolean = () => true): Promise<T> {
  const kept = await colo.read<T>(key);
  if (kept !== undefined) return kept;
  const value = await load();
  // Storing is not the learner's wait, but it must finish: a Worker may not leave work behind unawaited.
  if (keepIf(value)) await colo.keep(key, value, ttlMs);
  return value;
}
