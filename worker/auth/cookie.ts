/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, and Secure with the `__Host-` prefix on https.
 * Beside it, set and cleared with it, a readable hint that holds no secret: the app asks who is
 * signed in only when the hint is there, so a visitor's first page makes no request bound to fail.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_HINT_COOKIE } from "../../contract/constants";
import { clearSessionPassCookie } from "./session-pass";

function cookieName(c: Context): { name: string; secure: boolean } {
  const secure = new URL(c.req.url).protocol === "https:";
  return { name: secure ? "__Host-session" : "session", secure };
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, cookieName(c).name);
}

export function hasSessionHint(c: Context): boolean {
  return getCookie(c, SESSION_HINT_COOKIE) === "1";
}

export function writeSessionCookie(c: Context, token: string, expiresAt: Date): void {
  const { name, secure } = cookieName(c);
  setCookie(c, name, token, { httpOnly: true, secure, sameSite: "Lax", path: "/", expires: expiresAt });
  setCookie(c, SESSION_HINT_COOKIE, "1", { secure, sameSite: "Lax", path: "/", expires: expiresAt });
}

/** The session's pass and hint go with it: a browser that signed out keeps nothing that vouches for it. */
export function clearSessionCookie(c: Context): void {
  const { name, secure } = cookieName(c);
  deleteCookie(c, name, { httpOnly: true, secure, sameSite: "Lax", path: "/" });
  clearSessionPassCookie(c);
  deleteCookie(c, SESSION_HINT_COOKIE, { secure, sameSite: "Lax", path: "/" });
}
