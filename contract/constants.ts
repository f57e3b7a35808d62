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

/** One price table; the subscription page and the FAQ both read it (DECISIONS §5). */
export const PRICES = {
  currency: "USD",
  monthly: 9.99,
  annual: 89.99,
} as const;

/** The simulated checkout's "Processing..." time before "Coming Soon" (spec §9). */
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
export const LESSON_VIEW_PROGRESS = { score: 100, timeSpent: 10 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const AUDIO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The largest JSON body any route accepts; chat text is the longest legitimate field. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;

export const MOBILE_BREAKPOINT_PX = 768;
export const LANGUAGE_CARD_SKELETONS = 4;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const QUERY_FRESH_MS = 60_000;

export const TOAST_DURATION_MS = { default: 5000, success: 3000, error: 4000 } as const;

export const LIVE_SOCKET = {
  path: "/ws",
  maxReconnects: 5,
  reconnectStepMs: 1000,
  normalCloseCode: 1000,
  firstPingDelayMs: 1000,
} as const;

export const THEME_STORAGE_KEY = "theme";
export const THEME_COLORS = { dark: "#1a1a1a", light: "#ffffff" } as const;

/**
 * A readable companion of the HttpOnly session cookie, set and cleared with it: it holds no secret,
 * only "a session may exist", so the app asks who is signed in only when it is there and a visitor's
 * first page makes no request bound to fail.
 */
export const SESSION_HINT_COOKIE = "has-session";
