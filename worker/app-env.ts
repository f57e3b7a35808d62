/** The Hono environment every route shares: typed bindings (from `wrangler types`) and request variables. */
import type { users } from "./db/schema";
import type { Database } from "./db/client";
import type { Tally } from "./edge/latency-model";
import type { ReadsFrom } from "./edge/reads-where";
import type { LearnerBookmark } from "./edge/request-database";

export type UserRow = typeof users.$inferSelect;

/** Secrets are set with `wrangler secret put`; they are optional so local development needs none. */
export interface Secrets {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  APP_VERSION?: string;
  /** Signs the short-lived session pass (worker/auth/session-pass.ts); without it every request checks the primary. */
  SESSION_PASS_KEY?: string;
}

export type Bindings = Env & Secrets;

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    db: Database;
    user: UserRow;
    sessionId: string;
    /** Where this request's reads go (decision 025). */
    readsFrom: ReadsFrom;
    /** The learner's D1 bookmark as this request moves it (read-your-writes, decision 025). */
    bookmark: LearnerBookmark;
    /**
     * "primary-only" only when the latency benchmark asks for the read path before decision 025
     * (worker/dev-app.ts); unset, the request takes the edge read path.
     */
    readPath?: "primary-only";
    /** Set only when the latency model is on (development and tests). */
    tally?: Tally;
  };
}

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}
