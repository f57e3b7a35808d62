import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 at 100,000 iterations, the most Workers in production accept", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const hash = await hashPassword("correct horse battery staple");
    const [scheme, iterations, salt] = hash.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBeLessThanOrEqual(100_000);
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt!).length).toBe(16);
  });

  it("accepts the right password and refuses any other", async () => {
    const hash = await hashPassword("learner-pass-2026");
    expect(await verifyPassword("learner-pass-2026", hash)).toBe(true);
    expect(await verifyPassword("learner-pass-2025", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same-password")).not.toEqual(await hashPassword("same-password"));
  });

  it("refuses malformed or foreign hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "bcrypt$10$abc$def", "pbkdf2-sha256$999999999$AAAA$AAAA", "pbkdf2-sha256$100000$!!$??"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("asks for a re-hash only when the parameters changed", async () => {
    expect(needsRehash(await hashPassword("x-password"))).toBe(false);
    expect(needsRehash("pbkdf2-sha256$1000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA")).toBe(true);
  });
});
