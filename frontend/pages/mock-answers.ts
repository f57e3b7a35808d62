/**
 * The types of the test API's answers (page-harness.tsx `mockApi`): a table key "METHOD /address"
 * names the Worker's route that answers it, and the mock's success body must be that route's answer
 * (contract/api-routes.ts), so a changed answer shape fails `npm run typecheck` in every stale mock
 * instead of leaving a test that passes against a server that no longer exists.
 */
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { ApiAnswer, ApiBody, ApiMethod, ApiPath, PathFor } from "../../contract/api-routes";
import type { ApiError } from "../../contract/wire";

type Segments<S extends string> = S extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [S];

/** Whether an address's segments fit a route's: a `:param` segment fits any one non-empty segment. */
type Fits<Address extends string[], Route extends string[]> = Address extends [infer A extends string, ...infer AddressRest extends string[]]
  ? Route extends [infer R extends string, ...infer RouteRest extends string[]]
    ? (R extends `:${string}` ? (A extends "" ? false : true) : A extends R ? true : false) extends true
      ? Fits<AddressRest, RouteRest>
      : false
    : false
  : Route extends []
    ? true
    : false;

/** The route of `method` that answers `address` (query left out); never when the Worker has none. */
export type RouteOf<M extends ApiMethod, Address extends string> = {
  [P in PathFor<M>]: Fits<Segments<Address>, Segments<P>> extends true ? P : never;
}[PathFor<M>];

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/**
 * What a refusal carries: the message, and whatever the route adds (the field at fault, `locked`,
 * `retryAfter`); the message may be missing, as in a proxy's bare 500, which screens must survive too.
 */
type Refusal = Partial<ApiError> & Readonly<Record<string, unknown>>;

/** [status, JSON body] for a route: its own answer when it succeeds, a refusal when it refuses; or a failed connection. */
export type AnswerOf<P extends ApiPath, M extends ApiMethod> = readonly [200 | 201, ApiAnswer<P, M>] | readonly [ErrorStatus, Refusal] | "network";

/** A mocked route: its answer, or a function of the request body that answers (maybe later). */
export type RouteMock<P extends ApiPath, M extends ApiMethod> = AnswerOf<P, M> | ((body: ApiBody<P, M>) => AnswerOf<P, M> | Promise<AnswerOf<P, M>>);

type Unanswered = "no route of the Worker answers this address";

/** What a table key may be mocked with: the route's own answer, or an error type naming the mistake. */
export type MockFor<Key extends string> = Key extends `${infer M extends ApiMethod} ${infer Address}`
  ? RouteOrNone<M, Address extends `${infer Path}?${string}` ? Path : Address>
  : Unanswered;

type RouteOrNone<M extends ApiMethod, Address extends string, Route = RouteOf<M, Address>> = [Route] extends [never]
  ? Unanswered
  : Route extends PathFor<M>
    ? RouteMock<Route, M>
    : Unanswered;

/** A key's answer itself, not a function of the request: `AnswerFor<"GET /api/streak">`. */
export type AnswerFor<Key extends string> = Exclude<MockFor<Key>, (...args: never[]) => unknown>;

/** A table of mocked routes, keyed "METHOD /address" or "METHOD /address?query"; a key left undefined answers 404 like one left out. */
export type MockRoutes<Keys extends string = string> = { [Key in Keys]?: MockFor<Key> };
