/**
 * Business constants from the spec, in one place. The Worker and the frontend both read them,
 * so a price or a delay is changed here and nowhere else.
 */

export const FREE_LESSONS_PER_LANGUAGE = 2;
export const PAID_TIERS = ["basic", "premium", "pro"] as const;
export const SUBSCRIPTION_TIERS = ["free", ...PAID_TIERS] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const TIER_LABELS: Record<SubscriptionTier, string> = {
  free: "Free",
  basic: "Basic",
  premium: "Premium",
  pro: "Professional",
};

/** One price table; the subscription page and the FAQ both read it (docs/product/accounts.md). */
export const PRICES = {
  currency: "USD",
  monthly: 9.99,
  annual: 89.99,
} as const;

/** The simulated checkout's "Processing..." time before "Coming Soon" (docs/product/accounts.md). */
export const SUBSCRIBE_PROCESSING_MS = 1500;

export const CONTACT_REPLY_PROMISE = "within two working days";
export const CONTACT_EMAIL = "hello@parlo.app";
export const SUPPORT_HOURS = "Mon-Fri 10am-6pm IST";
export const CONTACT_MESSAGE_MIN_LENGTH = 30;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_CATEGORIES = [
  { value: "General", label: "General Inquiry" },
  { value: "Bug", label: "Bug Report" },
  { value: "Feature", label: "Feature Request" },
  { value: "Partnership", label: "Partnership" },
  { value: "Press", label: "Press Inquiry" },
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];

export const ADMIN_PAGE_SIZE = { default: 50, max: 200 } as const;

export const LESSON_NUMBER_DIGITS = 2;
/** What opening a lesson records: a visit (its last activity), neither a score nor time nor completion. */
export const LESSON_VISIT = { score: 0, timeSpent: 0 } as const;
/**
 * A learner's time on a lesson: counted in whole minutes while the lesson's page is visible and
 * the learner has done something (scrolled, typed, tapped) within `idleAfterMs`, so a minute of the
 * clock adds at most a minute; reported as the minutes come, and the Worker counts at most
 * `maxMinutesPerReport` from any one report and `maxMinutesPerLessonDay` for one lesson in a (UTC) day.
 */
export const ACTIVE_TIME = { maxMinutesPerReport: 5, maxMinutesPerLessonDay: 240, idleAfterMs: 5 * 60_000, checkEveryMs: 15_000 } as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Deleting the account needs the current password, or a sign-in at most this long ago (Google-only accounts have no password). */
export const DELETE_FRESH_SIGN_IN_MS = 10 * 60 * 1000;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** A conversation keeps its newest this many messages; older ones are dropped as new ones arrive. */
export const TUTOR_HISTORY_KEPT = 200;
/** GET /api/chat/history answers this many messages, the newest first page (?page=2 for older ones). */
export const CHAT_HISTORY_PAGE_SIZE = 100;
export const AUDIO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The largest JSON body any route accepts; chat text is the longest legitimate field. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/**
 * How much of a refused or oversize body the Worker still reads (and drops) before cancelling the
 * rest: reading a small body to its end keeps the connection usable for the next request.
 */
export const REFUSED_BODY_DRAIN_MAX_BYTES = 1024 * 1024;
/** The 413 answer's message: the Worker's, and the local server's for a body it lost on the way (scripts/request-lost-plugin.ts). */
export const BODY_TOO_LARGE = "Request body is too large";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;
/** How long an address an account signed in from keeps its own sign-in limit after the last sign-in there. */
export const SIGN_IN_ADDRESS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export const MOBILE_BREAKPOINT_PX = 768;
export const LANGUAGE_CARD_SKELETONS = 4;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const QUERY_FRESH_MS = 60_000;

export const TOAST_DURATION_MS = { default: 5000, success: 3000, error: 4000 } as const;

export const LIVE_SOCKET = {
  maxReconnects: 5,
  reconnectStepMs: 1000,
  normalCloseCode: 1000,
  firstPingDelayMs: 1000,
  /** Per socket: more messages than this in a minute end the socket (1008), so a flood stalls no one. */
  messagesPerMinute: 30,
  /** Open sockets one visitor (client address) may hold in their own object; more answer 429. */
  socketsPerVisitor: 10,
  /** Close code for a socket that broke the limits above. */
  policyCloseCode: 1008,
} as const;

/** Why the server closed a tutor socket: the session ended, or the lesson is now locked. */
/** The request header in which the app sends back the newest D1 bookmark a tutor socket told it (contract/bookmark.ts). */
export const D1_BOOKMARK_HEADER = "x-d1-bookmark";

export const TUTOR_SOCKET_CLOSE = { signedOut: 4401, locked: 4402 } as const;

/**
 * The service worker's cache of API reads (vite.config.ts), and where the app notes whose account
 * those reads are (frontend/lib/account-cache.ts).
 */
export const API_CACHE = { name: "parlo-api", ownerKey: "parlo-api-cache-owner" } as const;

export const THEME_STORAGE_KEY = "theme";
export const THEME_COLORS = { dark: "#1a1a1a", light: "#ffffff" } as const;

/** How many sentences one answer pattern in a lesson file may stand for (contract/answer-pattern.ts). */
export const ANSWER_PATTERN_MAX_VARIANTS = 256;

/**
 * The daily goal (decision 050): sentences built (with the tutor or on the review screen) or active
 * minutes in lessons, in the learner's day. The choices offered, and the goal of a learner who chose none.
 */
export const DAILY_GOAL = {
  kinds: ["sentences", "minutes"],
  choices: { sentences: [5, 10, 20, 30], minutes: [5, 10, 15, 20, 30] },
  default: { kind: "sentences", amount: 10 },
} as const;
export type DailyGoalKind = (typeof DAILY_GOAL.kinds)[number];

/**
 * Onboarding's placement ("I know some"): one sentence from each of these lessons, in order. The
 * learner starts after the last lesson of an unbroken run of right answers (decision 051).
 */
export const PLACEMENT = { lessons: [3, 6, 9, 12, 15], answerMaxLength: 300 } as const;

/** Review cards offered per day unless the learner chose another number, and the largest choice. */
export const REVIEW_DAILY_CAP_DEFAULT = 20;
export const REVIEW_DAILY_CAP_MAX = 200;
/** Days ahead the review forecast covers, today included. */
export const REVIEW_FORECAST_DAYS = 30;
/** An answer made offline and sent later counts at the time it was made, up to this long ago. */
export const REVIEW_ANSWER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const REVIEW_IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * How much a lesson may hand over before the learner builds an answer (scripts/content-metrics.ts):
 * a worked example within `exampleNearWords` words of the answer in under `exampleNearShare` of a
 * language's exercises, answers printed in the lesson text in under `answerInTextShare` of them and
 * in at most one exercise in five of a lesson, and hints holding under `hintShare` of the answer's words.
 */
export const CONTENT_LIMITS = {
  exampleNearWords: 1,
  exampleNearShare: 0.1,
  answerInTextShare: 0.2,
  answerInTextPerLesson: 0.2,
  hintShare: 0.5,
} as const;

/**
 * How long a session pass (a signed note that the primary found the session live) spares a request
 * the primary: also the longest a session ended elsewhere can still be used (decision 025).
 */
export const SESSION_PASS_TTL_MS = 60_000;

/** How many exercises a lesson has, for the content test and the admin editor alike. */
export const LESSON_EXERCISES = { min: 8, max: 15 } as const;
/** Limits of an admin's lesson draft, so a draft stays far below D1's row size. */
export const LESSON_DRAFT_LIMITS = { markdownChars: 60_000, fieldChars: 500, answers: 60, structures: 20, exercises: 30, trials: 30 } as const;
/** A draft with its longest text is larger than the usual JSON body limit. */
export const LESSON_DRAFT_BODY_MAX_BYTES = 256 * 1024;
/** How long the lesson editor waits after the last keystroke before asking the Worker for a preview. */
export const LESSON_PREVIEW_DEBOUNCE_MS = 400;

/**
 * A readable companion of the HttpOnly session cookie, set and cleared with it: it holds no secret,
 * only "a session may exist", so the app asks who is signed in only when it is there and a visitor's
 * first page makes no request bound to fail.
 */
export const SESSION_HINT_COOKIE = "has-session";

/**
 * Review answers kept in the browser (IndexedDB) until the server has them (frontend/lib/review-outbox.ts):
 * a page sending one holds it for `claimMs` (then another page may send it; the idempotency key makes
 * that harmless), and answers already sent are remembered for `keepSentMs`, so a reload offline does
 * not ask their cards again. While some wait and the browser is online, they are tried again every `retryMs`.
 */
export const REVIEW_OUTBOX = { database: "parlo-review-outbox", store: "answers", claimMs: 30_000, keepSentMs: 2 * 24 * 60 * 60 * 1000, retryMs: 60_000 } as const;

/**
 * Where the review screen shows its keyboard shortcuts ("Alt+H"): a screen whose main pointer hovers
 * and is fine (a mouse or a trackpad), the sign of a keyboard within reach; never on a touch screen
 * (decision 048).
 */
export const KEYBOARD_QUERY = "(hover: hover) and (pointer: fine)";
