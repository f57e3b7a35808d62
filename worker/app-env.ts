/** The Hono environment every route shares: typed bindings (from `wrangler types`) and request variables. */
import type { users } from "./db/schema";
import type { Database } from "./db/client";

export type UserRow = typeof users.$inferSelect;

/** Secrets are set with `wrangler secret put`; they are optional so local development needs none. */
export interface Secrets {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  APP_VERSION?: string;
}

export type Bindings = Env & Secrets;

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    db: Database;
    user: UserRow;
    sessionId: string;
  };
}

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}
