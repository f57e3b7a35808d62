/**
 * Password hashing: PBKDF2-HMAC-SHA256 through WebCrypto (docs/product/accounts.md). 100,000 iterations is the
 * most Workers in production accept. Hashes describe themselves (`pbkdf2-sha256$ITER$SALT$HASH`,
 * base64), so a change of parameters can re-hash on the next successful sign-in.
 */
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { constantTimeEqual } from "@oslojs/crypto/subtle";

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFKC")), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(salt), iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [SCHEME, PBKDF2_ITERATIONS, encodeBase64(salt), encodeBase64(hash)].join("$");
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !hash) return null;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS) return null;
  try {
    return { iterations: count, salt: decodeBase64(salt), hash: decodeBase64(hash) };
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with other parameters than today's and should be re-made. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.iterations !== PBKDF2_ITERATIONS || parsed.salt.length !== SALT_BYTES;
}

/**
 * A hash of a password nobody has, checked when the account does not exist, so that
 * "no such user" takes as long as "wrong password".
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
