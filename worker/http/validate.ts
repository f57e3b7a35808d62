/**
 * Request validation at the boundary. `jsonBody(schema)` answers 415 for a non-JSON body, 413 for
 * an oversize one, 400 for malformed JSON and 400 naming the first invalid field otherwise.
 */
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { BODY_TOO_LARGE, JSON_BODY_MAX_BYTES } from "../../contract/constants";
import type { AppEnv } from "../app-env";
import { ApiError } from "./errors";
import { readBodyWithin } from "./request-body";

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** The first issue of a failed parse, as the `{ message, field }` the client shows. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): { message: string; field?: string } {
  const issue = issues[0]!;
  const field = v.getDotPath(issue) ?? undefined;
  return field ? { message: issue.message, field } : { message: issue.message };
}

export function parseOrThrow<S extends AnySchema>(schema: S, input: unknown): Promise<v.InferOutput<S>> {
  return v.safeParseAsync(schema, input).then((result) => {
    if (!result.success) {
      const { message, field } = describeIssues(result.issues);
      throw new ApiError(400, message, field ? { field } : {});
    }
    return result.output;
  });
}

async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "Content-Type must be application/json");
  }
  const text = new TextDecoder().decode(await readBodyWithin(request, maxBytes, BODY_TOO_LARGE));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Request body must be valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "Request body must be a JSON object");
  }
  return body;
}

/** The body a route takes, as hono's validators name it: the app's typed calls read `in.json` (decision 031). */
type JsonInput<S extends AnySchema> = { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } };

export function jsonBody<S extends AnySchema>(schema: S, maxBytes = JSON_BODY_MAX_BYTES) {
  return createMiddleware<AppEnv & { Variables: { body: v.InferOutput<S> } }, string, JsonInput<S>>(async (c, next) => {
    const raw = await readJson(c.req.raw, maxBytes);
    c.set("body", await parseOrThrow(schema, raw));
    await next();
  });
}
