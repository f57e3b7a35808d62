/**
 * The pages whose first screen is HTML (decision 023): the landing page, about, FAQ and contact for
 * everyone, and the language grid for a signed-in learner, as the build drew them
 * (scripts/prerender-plugin.ts). Every other address gets the app's empty shell from the assets.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { PRERENDERED_PAGES, type PrerenderedPage } from "../../contract/prerendered-pages";
import type { AppEnv } from "../app-env";
import { signedInUser } from "../auth/guards";

type PageContext = Context<AppEnv>;

function fromAssets(c: PageContext, path: string, headers: HeadersInit = c.req.raw.headers): Promise<Response> {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), { headers }));
}

export const isHtml = (response: Response) => Boolean(response.headers.get("Content-Type")?.includes("text/html"));

/** The app's HTML shell, which any address without a drawn page gets (the SPA fallback's answer). */
export function appShell(c: PageContext): Promise<Response> {
  // "/" is the shell itself in the assets; the address itself would reach this Worker again.
  return fromAssets(c, "/");
}

/**
 * A drawn page from the build, or null when there is none (a development server has no build).
 * `fresh`: asked without the browser's cache validators, for a page the Worker writes into.
 */
export async function drawnPage(c: PageContext, asset: string, { fresh = false } = {}): Promise<Response | null> {
  const response = await fromAssets(c, asset, fresh ? {} : c.req.raw.headers);
  // 304: the browser's copy of this address is this very file.
  if (response.status === 304) return response;
  return response.ok && isHtml(response) ? response : null;
}

async function answerPage(c: PageContext, page: PrerenderedPage): Promise<Response> {
  // A learner's page is drawn for a learner: anyone else gets the shell, and the app sends them to sign in.
  if (page.drawnFor === "learner") {
    const user = await signedInUser(c);
    if (!user?.emailVerified) return withCookies(c, await appShell(c));
  }
  return withCookies(c, (await drawnPage(c, page.asset)) ?? (await appShell(c)));
}

/** A page the Worker wrote for this learner: the template's validators do not describe it, and no shared cache may keep it. */
export function writtenForLearner(response: Response): Response {
  response.headers.delete("ETag");
  response.headers.set("Cache-Control", "private, no-cache");
  return response;
}

/** The asset's answer with the cookies the session check set (a renewed session, its hint, or their removal). */
export function withCookies(c: PageContext, response: Response): Response {
  const cookies = c.res.headers.getSetCookie();
  if (!cookies.length) return response;
  const answer = new Response(response.body, response);
  for (const cookie of cookies) answer.headers.append("Set-Cookie", cookie);
  return answer;
}

export const pageRoutes = new Hono<AppEnv>();
for (const page of PRERENDERED_PAGES) pageRoutes.get(page.path, (c) => answerPage(c, page));
