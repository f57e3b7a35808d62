/**
 * The one way the app talks to the API: cookies always sent, JSON in and out, and the spec's
 * loader messages ("URL must be a string", "API error: {status}", "Unknown error occurred").
 */
import type { ApiAnswer, ApiBody, ApiMethod, ApiPath, ApiUrl, PathFor } from "../../contract/api-routes";
import { newestBookmark } from "../../contract/bookmark";
import { D1_BOOKMARK_HEADER } from "../../contract/constants";
import { forgetCachedApiRead } from "./account-cache";

/** Beside `send`, so a screen takes the address and the call from one import. */
export { apiUrl } from "../../contract/api-routes";

/**
 * The newest D1 bookmark a tutor reply over the socket reported. Those replies never pass the
 * Worker, so the bookmark cookie cannot know them; sent back with every API call, it lets the next
 * read (progress, review) see the card or completed lesson the turn recorded, whichever replica answers.
 */
let tutorBookmark: string | undefined;

export function rememberBookmark(bookmark: unknown): void {
  tutorBookmark = newestBookmark(tutorBookmark, bookmark);
}

/** The headers of an API call, with the newest bookmark when there is one. */
export function apiHeaders(headers: Record<string, string>): Record<string, string> {
  return tutorBookmark ? { ...headers, [D1_BOOKMARK_HEADER]: tutorBookmark } : headers;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The JSON body of the error answer, e.g. `{ message, verified: false }`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** A readable message for anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Unknown error occurred";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type QueryKey = string | readonly [url: unknown, ...rest: unknown[]];

export interface LoaderOptions {
  /** Answer null instead of throwing when the server says 401 (signed out). */
  on401?: "returnNull" | "throw";
}

/**
 * The shared data loader (swr's fetcher). The first element of the key is the URL.
 * Non-success answers throw "API error: {status}", with the server's JSON kept on the error.
 */
export function createLoader({ on401 = "throw" }: LoaderOptions = {}) {
  return async function load<T>(key: QueryKey): Promise<T> {
    const response = await getJson(key);
    if (response.status === 401 && on401 === "returnNull") return null as T;
    // Locked now (a downgrade): the offline copy the service worker kept must not open it (issue 29).
    if (response.status === 402) await forgetCachedApiRead(typeof key === "string" ? key : String(key[0]));
    return (await answerOf(response)) as T;
  };
}

/** The URL a query key names ("URL must be a string" otherwise), asked with cookies for JSON. */
function getJson(key: QueryKey): Promise<Response> {
  const url = typeof key === "string" ? key : key[0];
  if (typeof url !== "string") throw new Error("URL must be a string");
  return fetch(url, { credentials: "include", headers: apiHeaders({ Accept: "application/json" }) });
}

/** The JSON of a successful answer; any other throws "API error: {status}" with the server's JSON kept. */
export async function answerOf(response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (!response.ok) throw new ApiRequestError(response.status, `API error: ${response.status}`, isRecord(body) ? body : {});
  return body;
}

export const load = createLoader();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body of a call: given when the route validates one, left out when it reads none. */
type BodyOf<P extends ApiPath, M extends ApiMethod> = ApiBody<P, M> extends undefined ? [] : [body: ApiBody<P, M>];

/**
 * A state-changing call to an address made by `apiUrl`, which types the body and the answer by the
 * Worker's route. Errors carry the server's own `message` when it sent one, so screens can show it
 * or map it to the spec's wording.
 */
export async function send<M extends Exclude<ApiMethod, "GET">, P extends PathFor<M>>(
  method: M,
  url: ApiUrl<P>,
  ...[body]: BodyOf<P, M>
): Promise<ApiAnswer<P, M>> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: apiHeaders({ Accept: "application/json", "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await readJson(response);
  if (!response.ok) {
    const payload = isRecord(json) ? json : {};
    const message = typeof payload.message === "string" ? payload.message : `API error: ${response.status}`;
    throw new ApiRequestError(response.status, message, payload);
  }
  return json as ApiAnswer<P, M>;
}

/**
 * Like `load`, for a list whose full size the server gives in `X-Total-Count` (the admin user
 * list is paged): answers the page's items and that total (the item count when the header is missing).
 */
export async function loadWithTotal<T>(key: QueryKey): Promise<{ items: T[]; total: number }> {
  const response = await getJson(key);
  const body = await answerOf(response);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(response.headers.get("X-Total-Count"));
  return { items, total: Number.isFinite(total) && response.headers.has("X-Total-Count") ? total : items.length };
}
