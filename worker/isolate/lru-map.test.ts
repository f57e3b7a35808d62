import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map";

describe("LruMap", () => {
  it("keeps at most its limit, dropping the entry used longest ago", () => {
    const map = new LruMap<string, number>(3);
    map.set("a", 1).set("b", 2).set("c", 3);
    expect(map.get("a")).toBe(1); // a is now the most recent
    map.set("d", 4);
    expect(map.size).toBe(3);
    expect(map.has("b")).toBe(false);
    expect([map.get("a"), map.get("c"), map.get("d")]).toEqual([1, 3, 4]);
  });

  it("stays at its limit however many distinct keys come", () => {
    const map = new LruMap<number, string>(50);
    for (let key = 0; key < 10_000; key++) map.set(key, String(key));
    expect(map.size).toBe(50);
    expect(map.get(9_999)).toBe("9999");
    expect(map.get(0)).toBeUndefined();
  });

  it("makes a value once while it is kept", () => {
    const map = new LruMap<string, object>(2);
    let made = 0;
    const make = () => ({ made: ++made });
    const first = map.getOrSet("x", make);
    expect(map.getOrSet("x", make)).toBe(first);
    expect(made).toBe(1);
    map.getOrSet("y", make);
    map.getOrSet("z", make);
    expect(map.getOrSet("x", make)).not.toBe(first);
    expect(made).toBe(4);
  });

  it("refuses a limit below one", () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
