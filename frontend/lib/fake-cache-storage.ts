/**
 * For tests: jsdom has no CacheStorage, so this stands in for the browser's, holding per cache
 * name the URLs the service worker would have kept.
 */
import { vi } from "vitest";

export function installFakeCacheStorage() {
  const stores = new Map<string, Set<string>>();
  vi.stubGlobal("caches", {
    delete: async (name: string) => stores.delete(name),
    has: async (name: string) => stores.has(name),
    keys: async () => [...stores.keys()],
    // One cache, as the page opens it to drop a read (a relative URL is the page's, as in the Cache API).
    open: async (name: string) => ({
      delete: async (url: string) => stores.get(name)?.delete(new URL(url, window.location.href).href) ?? false,
    }),
  });
  return {
    /** As if the service worker had cached a read of `url` in `name`. */
    keep(name: string, url: string) {
      stores.set(name, (stores.get(name) ?? new Set()).add(url));
    },
    urls(name: string): string[] {
      return [...(stores.get(name) ?? [])];
    },
  };
}
