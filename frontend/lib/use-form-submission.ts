/**
 * What every form and action button keeps while it sends: whether it is pending, a message per
 * field, and why the last attempt failed. Each form still words its own outcomes (texts, toasts);
 * this only keeps the bookkeeping alike, so no form forgets to end its pending state or to clear
 * a failure that answered an earlier attempt.
 */
import { useState } from "react";
import { ApiRequestError } from "./api";
import type { FieldErrors } from "./form";

/** What `checkForm` answers. Taken as a value, so this hook does not bring valibot to every screen. */
type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export interface RunOptions {
  /**
   * Stay pending after a success. For a form that moves on once it has succeeded (navigates,
   * closes, redirects after a toast): its button must not come back for a moment, or be pressed twice.
   */
  keepPending?: boolean;
}

export function useFormSubmission<F extends string = string>() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * Whether the check passed; when it refused, its messages are now on their fields. Either way
   * the last failure goes: it answered an attempt that is over.
   */
  const accept = <T>(checked: Checked<T>): checked is { ok: true; value: T } => {
    setFailure(null);
    setErrors(checked.ok ? {} : checked.errors);
    return checked.ok;
  };

  /**
   * Runs `action` with the form pending. `onFailure` is told what it threw; without one the
   * failure is thrown on, once pending has ended.
   */
  const run = async (action: () => Promise<unknown>, onFailure?: (error: unknown) => void, { keepPending = false }: RunOptions = {}) => {
    setPending(true);
    let succeeded = false;
    try {
      await action();
      succeeded = true;
    } catch (error) {
      if (!onFailure) throw error;
      onFailure(error);
    } finally {
      if (!(succeeded && keepPending)) setPending(false);
    }
  };

  return { pending, errors, setErrors, failure, setFailure, accept, run };
}

/** The server's own words for a refused call, or `fallback` when it sent none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && typeof error.body.message === "string" && error.body.message) return error.body.message;
  return fallback;
}

/** The form field a refusal names (`{ field: "email" }`), when it is one of `fields`. */
export function serverField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  const field = error instanceof ApiRequestError ? error.body.field : undefined;
  return typeof field === "string" && (fields as readonly string[]).includes(field) ? (field as F) : null;
}
