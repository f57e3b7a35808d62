/** Calls the real Worker (the whole Hono pipeline) from tests, as the browser would. */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { database } from "../db/client";

export const ORIGIN = "http://app.test";

const worker = (exports as unknown as { default: Fetcher }).default;

export interface CallOptions {
  method?: string;
  /** JSON body; sets Content-Type and the same-origin Origin header. */
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  origin?: string | null;
  base?: string;
  /** "manual" to see a redirect itself instead of where it leads. */
  redirect?: "follow" | "manual";
}

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  const method = options.method ?? (options.json === undefined && options.body === undefined ? "GET" : "POST");
  const origin = options.origin === undefined ? (options.base ?? ORIGIN) : options.origin;
  if (origin) headers.set("Origin", origin);
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  return worker.fetch(`${options.base ?? ORIGIN}${path}`, { method, headers, body, redirect: options.redirect });
}

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => /^(__Host-)?session=/.test(cookie));
  if (!header) throw new Error("no session cookie was set");
  return header.split(";")[0]!;
}

export async function signIn(username: string, password: string): Promise<string> {
  const response = await call("/api/login", { json: { username, password } });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return sessionCookieOf(response);
}

export const DEMO = {
  learner: { username: "learner", password: "learner-pass-2026" },
  premium: { username: "premium", password: "premium-pass-2026" },
  admin: { username: "admin", password: "admin-pass-2026" },
} as const;

export const db = () => database(env.DB);

/** The newest mail to `to` in the dev outbox; mails go out after the answer, so this waits a little. */
export async function waitForMail(to: string, count = 1): Promise<{ subject: string; text: string; html: string }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as { subject: string; text: string; html: string }[];
    if (mails.length >= count) return mails[0]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail reached ${to}`);
}

export async function outboxCount(to: string): Promise<number> {
  const response = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as unknown[]).length;
}

/** The token of the first `${ORIGIN}${path}?token=…` link in a mail's text. */
export function tokenFrom(mail: { text: string }, path: string): string {
  const match = new RegExp(`${ORIGIN}${path}\\?token=([a-z2-7]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}

export async function register(username: string, email: string, password = "a-fine-password-42", ip = "203.0.113.1") {
  return call("/api/register", { json: { username, email, password }, headers: { "cf-connecting-ip": ip } });
}
