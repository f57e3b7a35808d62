/**
 * The API as the app calls it, typed by the Worker's own routes (decision 031). An address is
 * built from a route's path as worker/app.ts mounts it ("/api/lessons/:lessonId"), so a route the
 * Worker renames or drops fails `npm run typecheck` wherever it is called, and `send` knows the
 * route's body and answer. Only types come from the Worker: the app bundles nothing of it.
 */
import type { ExtractSchema, ParamKeys } from "hono/types";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { AppType } from "../worker/app";

type Routes = ExtractSchema<AppType>;

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Every path of the API and of the sockets, as the Worker writes it. */
export type ApiPath = Extract<keyof Routes, `/api/${string}` | "/ws" | `/ws/${string}`>;

type MethodKey<M extends ApiMethod> = `$${Lowercase<M>}`;

/** The paths that answer `method`. */
export type PathFor<M extends ApiMethod> = { [P in ApiPath]: MethodKey<M> extends keyof Routes[P] ? P : never }[ApiPath];

type Endpoint<P extends ApiPath, M extends ApiMethod> = Routes[P][MethodKey<M> & keyof Routes[P]];

/** The JSON body the route validates (worker/http/validate.ts), or undefined when it reads none. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> = Endpoint<P, M> extends { input: { json: infer Body } } ? Body : undefined;

/** What the route answers when it succeeds; its refusals (4xx, 5xx) reach the app as errors. */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod> = OutputOf<Exclude<Endpoint<P, M>, { status: ClientErrorStatusCode | ServerErrorStatusCode }>>;

type OutputOf<E> = E extends { output: infer Output } ? Output : never;

declare const route: unique symbol;

/** An address made by `apiUrl`: a plain string that remembers which route it names. */
export type ApiUrl<P extends ApiPath = ApiPath> = string & { readonly [route]: P };

type Query = Record<string, string | number | undefined>;

/** A path's parameters when it has any, then the query. */
type AddressParts<P extends string> = [ParamKeys<P>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: Record<ParamKeys<P>, string | number>, query?: Query];

/**
 * The address of `path` with its parameters filled in and `query` appended, each encoded
 * (a `:name{pattern}` parameter too); query values left undefined are left out.
 */
export function apiUrl<P extends ApiPath>(path: P, ...[params = {}, query = {}]: AddressParts<P>): ApiUrl<P> {
  const filled = path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(String((params as Query)[name])));
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return (search ? `${filled}?${search}` : filled) as ApiUrl<P>;
}
