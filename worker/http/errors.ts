/** Every error the API answers is JSON `{ message }`; nothing ever leaks a stack trace. */
import type { Context } from "hono";
import { BODY_TOO_LARGE } from "../../contract/constants";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Throw from a handler to answer `status` with `{ message, ...extra }`. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { message });
  }
}

/** The status stays a literal in the route's type, so the app's typed calls tell refusals from answers (decision 031). */
export function jsonError<Status extends ContentfulStatusCode>(c: Context, status: Status, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ message, ...extra }, status);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return jsonError(c, error.status as ContentfulStatusCode, error.message, error.extra);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return jsonError(c, status, error.message || defaultMessage(status));
  }
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
}

function defaultMessage(status: number): string {
  if (status === 401) return "Please sign in to continue.";
  if (status === 403) return "You are not allowed to do that.";
  if (status === 404) return "Not found";
  if (status === 413) return BODY_TOO_LARGE;
  return "The request could not be handled";
}
