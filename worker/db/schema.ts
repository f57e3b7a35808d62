/** The whole D1 schema. Migrations in migrations/ are generated from this file by drizzle-kit. */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Exercise } from "../../contract/lesson-source";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** Stored lower-cased, so sign-in by email is case-insensitive. */
    email: text("email").notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text("password_hash"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: ["free", "basic", "premium", "pro"] })
      .notNull()
      .default("free"),
    subscriptionExpiry: integer("subscription_expiry", { mode: "timestamp_ms" }),
    googleId: text("google_id"),
    streakHidden: integer("streak_hidden", { mode: "boolean" }).notNull().default(false),
    /** Streaks count only days on or after this moment ("Reset streak"). */
    streakResetAt: integer("streak_reset_at", { mode: "timestamp_ms" }),
    /** Set when the learner deletes the account; the nightly job erases it a day later. */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    /** Review cards offered per day; null means the default (REVIEW_DAILY_CAP_DEFAULT). */
    reviewDailyCap: integer("review_daily_cap"),
    /** The daily goal (DAILY_GOAL in contract/constants.ts); null means the default goal. */
    dailyGoalKind: text("daily_goal_kind", { enum: ["sentences", "minutes"] }),
    dailyGoalAmount: integer("daily_goal_amount"),
    /** The learner's IANA time zone, stored when they set their goal: their days begin at its midnight. */
    timeZone: text("time_zone"),
    /**
     * The name's confusable skeletons, of its lower- and upper-case forms (worker/auth/username-look-alike.ts):
     * a look-alike of a taken name clashes here. Null only for accounts older than them, until the nightly job fills them.
     */
    usernameLookAlike: text("username_look_alike"),
    usernameLookAlikeCaps: text("username_look_alike_caps"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_username_unique").on(sql`lower(${table.username})`),
    uniqueIndex("users_username_look_alike_unique").on(table.usernameLookAlike),
    uniqueIndex("users_username_look_alike_caps_unique").on(table.usernameLookAlikeCaps),
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_id_unique").on(table.googleId),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the session token, hex; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const emailTokens = sqliteTable(
  "email_tokens",
  {
    /** SHA-256 of the token sent by mail, hex. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "password-proof": kept in a cookie by the browser that registered or typed the password (decision 032). */
    purpose: text("purpose", { enum: ["verify-email", "reset-password", "password-proof"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("email_tokens_user_purpose_idx").on(table.userId, table.purpose)],
);

export const languages = sqliteTable("languages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  flagCode: text("flag_code").notNull(),
  speakers: integer("speakers"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const lessons = sqliteTable(
  "lessons",
  {
    /** `{code}-lesson{NN}`. The markdown lives in R2 at lessons/{id}.md. */
    id: text("id").primaryKey(),
    languageCode: text("language_code")
      .notNull()
      .references(() => languages.code, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** JSON: the structures the lesson teaches. */
    structures: text("structures", { mode: "json" }).$type<string[]>().notNull(),
    /** JSON: the exercises the tutor walks through (contract/lesson-source.ts). */
    exercises: text("exercises", { mode: "json" }).$type<unknown[]>().notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** The published version an admin made (lesson_versions); 0 while the lesson is as `npm run seed` loaded it. */
    version: integer("version").notNull().default(0),
    /** The R2 key of the published body; null means lessons/{id}.md, where the seed writes it. */
    bodyKey: text("body_key"),
  },
  (table) => [uniqueIndex("lessons_language_number_unique").on(table.languageCode, table.number)],
);

/** An admin's unpublished edit of a lesson (or a new lesson); learners never read this table. */
export const lessonDrafts = sqliteTable("lesson_drafts", {
  lessonId: text("lesson_id").primaryKey(),
  languageCode: text("language_code")
    .notNull()
    .references(() => languages.code, { onDelete: "cascade" }),
  number: integer("number").notNull(),
  slug: text("slug").notNull(),
  title: text("title").notNull(),
  structures: text("structures", { mode: "json" }).$type<string[]>().notNull(),
  exercises: text("exercises", { mode: "json" }).$type<unknown[]>().notNull(),
  markdown: text("markdown").notNull(),
  /** Raised by every save: a save or publish naming an older revision is refused (409). */
  revision: integer("revision").notNull().default(1),
  /** The published version the draft started from (0: the seeded lesson, or none for a new lesson). */
  baseVersion: integer("base_version").notNull().default(0),
  createdBy: integer("created_by").notNull(),
  createdAt: createdAt(),
  updatedBy: integer("updated_by").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Every version of a lesson an admin published or rolled back to, each with its own R2 body. */
export const lessonVersions = sqliteTable(
  "lesson_versions",
  {
    lessonId: text("lesson_id").notNull(),
    version: integer("version").notNull(),
    number: integer("number").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    structures: text("structures", { mode: "json" }).$type<string[]>().notNull(),
    exercises: text("exercises", { mode: "json" }).$type<unknown[]>().notNull(),
    bodyKey: text("body_key").notNull(),
    /** null: the version the repository's files held before the first admin publish. */
    publishedBy: integer("published_by"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    /** Set when this version is a rollback: the version it restored. */
    restoredFrom: integer("restored_from"),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.version] })],
);

export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    bestScore: integer("best_score").notNull().default(0),
    /** Minutes, accumulated over every visit. */
    timeSpent: integer("time_spent").notNull().default(0),
    lastAccessedAt: integer("last_accessed_at", { mode: "timestamp_ms" }),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    /**
     * Sentences finished with the tutor in the current pass through the lesson (its exercise index):
     * where "Continue" picks up on home. Null until the tutor has finished one.
     */
    sentencesDone: integer("sentences_done"),
    /** When the learner first finished the lesson's sentences with the tutor; null for a lesson only read and marked done. */
    practisedAt: integer("practised_at", { mode: "timestamp_ms" }),
    /** Passed over by the placement of onboarding ("I know some"): not done, and not where the course goes on. */
    skippedAt: integer("skipped_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index("lesson_progress_user_language_idx").on(table.userId, table.languageCode),
  ],
);

/**
 * Active minutes in lessons, per learner and quarter hour (every time zone's offset is a whole number
 * of quarter hours): the daily goal sums a learner's day from these, in whatever zone their day is.
 */
export const learningMinutes = sqliteTable(
  "learning_minutes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quarterStart: integer("quarter_start").notNull(),
    minutes: integer("minutes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.quarterStart] })],
);

export const contactSubmissions = sqliteTable("contact_submissions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  category: text("category", { enum: ["General", "Bug", "Feature", "Partnership", "Press"] })
    .notNull()
    .default("General"),
  message: text("message").notNull(),
  isResolved: integer("is_resolved", { mode: "boolean" }).notNull().default(false),
  notes: text("notes"),
  resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  resolvedBy: integer("resolved_by"),
  createdAt: createdAt(),
});

/** Which tutor conversations (Durable Objects) exist, so account erasure can find them. */
export const tutorConversations = sqliteTable(
  "tutor_conversations",
  {
    userId: integer("user_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    createdAt: createdAt(),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** Every change an admin makes: who, what, when. */
export const adminAudit = sqliteTable("admin_audit", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  adminId: integer("admin_id").notNull(),
  action: text("action").notNull(),
  targetUserId: integer("target_user_id"),
  detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, keyed by e.g. `login:ip:1.2.3.4`. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Where each account has signed in from (an IPv4 address or an IPv6 /64), so a stranger's guesses
 * from elsewhere cannot lock the learner out of the places they use (docs/decisions/016).
 */
export const signInAddresses = sqliteTable(
  "sign_in_addresses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] }), index("sign_in_addresses_last_idx").on(table.lastSignInAt)],
);

/** The development outbox: every mail sent while ENVIRONMENT is development or test. */
export const devOutbox = sqliteTable(
  "dev_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("dev_outbox_to_idx").on(table.to)],
);

/**
 * A learner's review card: one exercise they met with the tutor. The exercise is copied in when the
 * card is made (and refreshed when the tutor meets it again), so a card reads without its lesson.
 * The FSRS fields are a cache of the card's review log folded through ts-fsrs up to `appliedLogId`
 * (worker/review/, decision 024): answers are only ever appended to the log, so none is lost.
 */
export const reviewCards = sqliteTable(
  "review_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    languageCode: text("language_code").notNull(),
    /** The lesson's number, for the paywall without a join. */
    lessonNumber: integer("lesson_number").notNull(),
    exerciseIndex: integer("exercise_index").notNull(),
    /** JSON: prompt, accepted answers, nudge, hint, worked example and structure. */
    exercise: text("exercise", { mode: "json" }).$type<Exercise>().notNull(),
    due: integer("due", { mode: "timestamp_ms" }).notNull(),
    stability: real("stability").notNull().default(0),
    difficulty: real("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer("state").notNull().default(0),
    lastReview: integer("last_review", { mode: "timestamp_ms" }),
    /** ts-fsrs Rating of the last folded answer: 1 again, 2 hard, 3 good. */
    lastRating: integer("last_rating"),
    /** The newest review_logs.id folded into the fields above; 0 for none. */
    appliedLogId: integer("applied_log_id").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("review_cards_exercise_unique").on(table.userId, table.lessonId, table.exerciseIndex),
    // Everything the queue orders by and the summary counts, so neither reads the cards themselves.
    index("review_cards_user_due_idx").on(table.userId, table.due, table.lastRating, table.lastReview, table.lessonNumber, table.state),
  ],
);

/** Every answer to a card, from the tutor or the review screen; the card's schedule is folded from it. */
export const reviewLogs = sqliteTable(
  "review_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: integer("card_id")
      .notNull()
      .references(() => reviewCards.id, { onDelete: "cascade" }),
    /** ts-fsrs Rating: 1 again, 2 hard, 3 good. */
    rating: integer("rating").notNull(),
    source: text("source", { enum: ["tutor", "review"] }).notNull(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }).notNull(),
    /** Sent by the client with each answer, so an answer sent twice (a retry, an offline replay) counts once. */
    idempotencyKey: text("idempotency_key"),
    /**
     * Folded into its card (review_cards.appliedLogId has reached it): only answers not yet folded
     * are looked for when the learner's cards are read, through the partial index below.
     */
    folded: integer("folded", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [
    uniqueIndex("review_logs_idempotency_unique").on(table.userId, table.idempotencyKey),
    index("review_logs_unfolded_idx").on(table.userId).where(sql`${table.folded} = 0`),
    index("review_logs_card_idx").on(table.cardId, table.id),
    index("review_logs_user_reviewed_idx").on(table.userId, table.reviewedAt),
  ],
);

/**
 * "My answer should be accepted": a learner's sentence the tutor could not confirm, for an admin to
 * accept into the exercise or dismiss with a reason the learner reads in that lesson's chat
 * (docs/decisions/036). One report per learner, exercise and normalised sentence.
 */
export const answerReports = sqliteTable(
  "answer_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    exerciseIndex: integer("exercise_index").notNull(),
    /** The exercise's prompt when reported: a decision is refused if the exercise changed since. */
    prompt: text("prompt").notNull(),
    /** The sentence as the learner typed it (trimmed). */
    answer: text("answer").notNull(),
    /** Case, punctuation and spacing aside (worker/answer-reports/answer-key.ts). */
    answerKey: text("answer_key").notNull(),
    status: text("status", { enum: ["pending", "accepted", "dismissed"] }).notNull().default("pending"),
    /** Why it was dismissed, in words for the learner. */
    reason: text("reason"),
    decidedBy: integer("decided_by"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    /** When the decision was handed to the learner's conversation, to be said when they next open it; null until then. */
    toldAt: integer("told_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("answer_reports_unique").on(table.userId, table.lessonId, table.exerciseIndex, table.answerKey),
    index("answer_reports_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * Second opinions on sentences the checker could not place, per exercise and normalised sentence: a
 * model's strict JSON verdict, cached so it is asked once, or an admin's, which overrules it.
 */
export const answerOpinions = sqliteTable(
  "answer_opinions",
  {
    lessonId: text("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    exerciseIndex: integer("exercise_index").notNull(),
    answerKey: text("answer_key").notNull(),
    /** The exercise's prompt the opinion was given for: another prompt at this place makes it stale. */
    prompt: text("prompt").notNull(),
    /** The sentence as first judged. */
    answer: text("answer").notNull(),
    verdict: text("verdict", { enum: ["correct", "wrong"] }).notNull(),
    reason: text("reason").notNull(),
    source: text("source", { enum: ["model", "admin"] }).notNull(),
    decidedBy: integer("decided_by"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.exerciseIndex, table.answerKey] }), index("answer_opinions_source_idx").on(table.source, table.updatedAt)],
);
