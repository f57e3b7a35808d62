/**
 * A map that keeps at most `limit` entries, dropping the one used longest ago (issue 29: the
 * preview's workerd grew from 172 to 718 MB over a long attack and never shrank). Every cache an
 * isolate keeps across requests is one of these, so no key a visitor can vary (a time zone's
 * spelling, a language code, a lesson text) grows it without bound.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("an LruMap keeps at least one entry");
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The value for `key`, made by `make` the first time (or after it was dropped). */
  getOrSet(key: K, make: () => V): V {
    const known = this.get(key);
    if (known !== undefined || this.entries.has(key)) return known as V;
    const value = make();
    this.set(key, value);
    return value;
  }
}
