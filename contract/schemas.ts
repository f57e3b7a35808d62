/** Request bodies, validated with the same valibot schemas in the Worker and in the forms. */
import * as v from "valibot";

/**
 * A required field whose own message is used when it is missing too (valibot would otherwise
 * answer a generic "Invalid key"): a missing value becomes "" and fails the length check.
 */
export function required<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.optional(schema, "");
}

const requiredText = (message: string, max = 256) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Must be at most ${max} characters`)));

export const LoginBody = v.object({
  username: requiredText("Username or email is required"),
  password: required(v.pipe(v.string("Password is required"), v.minLength(1, "Password is required"), v.maxLength(256, "Password is too long"))),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

export const LivePing = v.object({ type: v.literal("ping"), timestamp: v.number() });
