/** GET /api/auth/providers, /api/auth/google and its callback. */
import { decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { Hono } from "hono";
import * as v from "valibot";
import type { AuthProviders } from "../../../contract/wire";
import type { AppEnv } from "../../app-env";
import { GoogleClaims, googleClient, googleConfigured, signInWithGoogle, type GoogleSignInResult } from "../../auth/google";
import { rememberSignInAddress } from "../../auth/login-throttle";
import { clientIp } from "../../auth/rate-limit";
import { startSession } from "../../auth/start-session";
import { jsonError } from "../../http/errors";

const STATE_COOKIE = "google_oauth_state";
const VERIFIER_COOKIE = "google_code_verifier";
const TEN_MINUTES = 600;

/** The `?error=` the sign-in page turns into a message, for each way a Google sign-in is refused. */
const REFUSALS: Record<Extract<GoogleSignInResult, { ok: false }>["reason"], string> = {
  "unverified-email": "google_unverified",
  "deleted-account": "google_deleted",
};

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not available on this server";

function oauthCookie(c: Context, name: string, value: string) {
  const secure = new URL(c.req.url).protocol === "https:";
  setCookie(c, name, value, { httpOnly: true, secure, sameSite: "Lax", path: "/", maxAge: TEN_MINUTES });
}

/** Back to the sign-in page with a reason the page turns into a message. */
function failed(c: Context, reason: string) {
  deleteCookie(c, STATE_COOKIE, { path: "/" });
  deleteCookie(c, VERIFIER_COOKIE, { path: "/" });
  return c.redirect(`/auth?error=${reason}`, 302);
}

export const googleRoutes = new Hono<AppEnv>()
  .get("/auth/providers", (c) => c.json({ google: googleConfigured(c.env) } satisfies AuthProviders))
  .get("/auth/google", (c) => {
    if (!googleConfigured(c.env)) return jsonError(c, 404, GOOGLE_NOT_CONFIGURED);
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = googleClient(c.env).createAuthorizationURL(state, verifier, ["openid", "email", "profile"]);
    oauthCookie(c, STATE_COOKIE, state);
    oauthCookie(c, VERIFIER_COOKIE, verifier);
    return c.redirect(url.toString(), 302);
  })
  .get("/auth/google/callback", async (c) => {
    if (!googleConfigured(c.env)) return jsonError(c, 404, GOOGLE_NOT_CONFIGURED);
    const { code, state } = c.req.query();
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    if (!code || !state || !expectedState || !verifier || state !== expectedState) return failed(c, "google_state");

    let claims: GoogleClaims;
    try {
      const tokens = await googleClient(c.env).validateAuthorizationCode(code, verifier);
      claims = v.parse(GoogleClaims, decodeIdToken(tokens.idToken()));
    } catch (error) {
      console.error("Google sign-in: code exchange failed", error);
      return failed(c, "google_failed");
    }

    const result = await signInWithGoogle(c.var.db, c.env, claims);
    if (!result.ok) return failed(c, REFUSALS[result.reason]);
    await rememberSignInAddress(c.var.db, result.user.id, clientIp(c));
    await startSession(c, c.var.db, result.user.id);
    deleteCookie(c, STATE_COOKIE, { path: "/" });
    deleteCookie(c, VERIFIER_COOKIE, { path: "/" });
    return c.redirect("/dashboard", 302);
  });
