/** Request bodies, validated with the same valibot schemas in the Worker and in the forms. */
import * as v from "valibot";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CONTACT_CATEGORIES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  REVIEW_DAILY_CAP_MAX,
  REVIEW_IDEMPOTENCY_KEY_MAX_LENGTH,
  SUBSCRIPTION_TIERS,
} from "./constants";
import { USERNAME_MIXES_SCRIPTS, USERNAME_PATTERN, USERNAME_RULE, usesOneScript } from "./username";

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

export const EMAIL_INVALID = "Please enter a valid email address";

const email = required(
  v.pipe(v.string(EMAIL_INVALID), v.trim(), v.toLowerCase(), v.maxLength(254, EMAIL_INVALID), v.email(EMAIL_INVALID)),
);

/** A new password: at least 8 characters (docs/product/accounts.md), at most 256 so hashing stays cheap. */
const newPassword = (message: string) =>
  required(v.pipe(v.string(message), v.minLength(PASSWORD_MIN_LENGTH, message), v.maxLength(256, "Password is too long")));

/** A new username, in the NFKC form it is stored and compared in. */
export const Username = required(
  v.pipe(
    v.string("Username is required"),
    v.normalize("NFKC"),
    v.trim(),
    v.minLength(1, "Username is required"),
    v.regex(USERNAME_PATTERN, USERNAME_RULE),
    v.check(usesOneScript, USERNAME_MIXES_SCRIPTS),
  ),
);

export const RegisterBody = v.object({
  username: Username,
  email,
  password: newPassword("Password must be at least 8 characters"),
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

/** The register form adds the confirmation, which never leaves the browser. */
export const RegisterForm = v.pipe(
  v.object({
    ...RegisterBody.entries,
    confirmPassword: required(v.pipe(v.string("Confirm password is required"), v.minLength(1, "Confirm password is required"))),
  }),
  v.forward(
    v.check((form) => form.password === form.confirmPassword, "Passwords do not match"),
    ["confirmPassword"],
  ),
);

export const EmailBody = v.object({ email });
export type EmailBody = v.InferOutput<typeof EmailBody>;

export const ResetPasswordBody = v.object({
  token: requiredText("Invalid or missing reset token. Please try requesting a new password reset link.", 128),
  newPassword: newPassword("Password must be at least 8 characters"),
});

/** Checking a reset link before showing the form. The token is sent in a body: URLs end up in request logs. */
export const ResetLinkBody = v.object({
  token: v.optional(v.pipe(v.string("The reset token must be text"), v.maxLength(128, "The reset token is too long")), ""),
});

export const ResetPasswordForm = v.pipe(
  v.object({
    newPassword: newPassword("Password must be at least 8 characters"),
    confirmPassword: required(v.pipe(v.string("Confirm your password"), v.minLength(1, "Confirm your password"))),
  }),
  v.forward(
    v.check((form) => form.newPassword === form.confirmPassword, "Passwords do not match"),
    ["confirmPassword"],
  ),
);

/** Verifying in a browser that never held the password: the link's token and the password the clicker sets (decision 032). */
export const VerifyEmailBody = v.object({
  token: requiredText("This verification link is invalid or has expired. Please request a new one.", 128),
  password: newPassword("Password must be at least 8 characters"),
});

export const VerifyEmailForm = v.pipe(
  v.object({
    password: newPassword("Password must be at least 8 characters"),
    confirmPassword: required(v.pipe(v.string("Confirm your password"), v.minLength(1, "Confirm your password"))),
  }),
  v.forward(
    v.check((form) => form.password === form.confirmPassword, "Passwords do not match"),
    ["confirmPassword"],
  ),
);

export const ChangePasswordBody = v.object({
  currentPassword: required(v.pipe(v.string("Current password is required"), v.minLength(1, "Current password is required"), v.maxLength(256, "Password is too long"))),
  newPassword: newPassword("New password must be at least 8 characters"),
});

export const ChangePasswordForm = v.pipe(
  v.object({
    ...ChangePasswordBody.entries,
    confirmPassword: required(v.pipe(v.string("Please confirm your new password"), v.minLength(1, "Please confirm your new password"))),
  }),
  v.forward(
    v.check((form) => form.newPassword === form.confirmPassword, "Passwords don't match"),
    ["confirmPassword"],
  ),
);

export const DeleteAccountBody = v.object({
  confirmation: requiredText("Type your username to confirm"),
  /** The current password; may be left out within DELETE_FRESH_SIGN_IN_MS of signing in (issue 29). */
  password: v.optional(v.pipe(v.string("Password must be text"), v.maxLength(256, "Password is too long"))),
});

const LessonIdField = required(v.pipe(v.string("lessonId is required"), v.trim(), v.minLength(1, "lessonId is required"), v.maxLength(40, "lessonId is too long")));

export const ChatInitBody = v.object({ lessonId: LessonIdField });

const PAGE_MESSAGE = "page must be a whole number from 1";
/** GET /api/chat/history's query: page 1 (the default) is the newest messages, 2 the ones before them. */
export const ChatHistoryQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, PAGE_MESSAGE), v.transform(Number), v.minValue(1, PAGE_MESSAGE)), "1"),
});

/** The spec's chat payload: the client sends its view of the conversation; the last user message is the new one. */
/** The lesson text's question the learner chose to try with the tutor ("Try it with the tutor"). */
export const TryItField = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(400, "A \"Try it\" question is at most 400 characters")));

export const ChatBody = v.object({
  lessonId: LessonIdField,
  tryIt: TryItField,
  conversation: v.pipe(
    v.array(
      v.object({
        role: v.picklist(["user", "assistant"], "Each message's role must be user or assistant"),
        content: v.pipe(v.string("Each message needs text content"), v.maxLength(20_000, "A message is too long")),
      }),
      "conversation must be a list of messages",
    ),
    v.maxLength(500, "The conversation is too long to send"),
  ),
  scratchPad: v.optional(v.unknown()),
});

/** One of a lesson's own sentences to hear (the Worker checks it is one). */
export const LessonSpeechBody = v.object({
  text: requiredText("Text is required", CHAT_MESSAGE_MAX_LENGTH),
});

export const SpeechBody = v.object({
  text: required(v.pipe(v.string("Text is required"), v.maxLength(CHAT_MESSAGE_MAX_LENGTH, `Text must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`))),
  languageCode: required(v.pipe(v.string("languageCode is required"), v.regex(/^[a-z]{2}$/, "languageCode must be a two-letter code"))),
  /** Speech is only for the tutor's words in a lesson's conversation, so the lesson is required. */
  lessonId: LessonIdField,
});

export const ContactBody = v.object({
  name: requiredText("Name is required", 120),
  email,
  category: v.optional(v.picklist(CONTACT_CATEGORIES.map((category) => category.value), "Please select a valid category"), "General"),
  message: required(
    v.pipe(
      v.string(`Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`),
      v.trim(),
      v.minLength(CONTACT_MESSAGE_MIN_LENGTH, `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`),
      v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
    ),
  ),
  /** The spam trap: people leave it empty; bots fill it. */
  company: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
});
export type ContactBody = v.InferOutput<typeof ContactBody>;

const userId = v.pipe(v.number("userId must be a number"), v.integer("userId must be a whole number"), v.minValue(1, "userId must be positive"));

export const MakeAdminBody = v.object({ userId });

export const UpdateSubscriptionBody = v.object({
  userId,
  subscriptionTier: v.picklist(SUBSCRIPTION_TIERS, "subscriptionTier must be free, basic, premium or pro"),
  subscriptionExpiry: v.nullable(
    v.pipe(
      v.string("subscriptionExpiry must be an ISO date or null"),
      v.check((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), "subscriptionExpiry must be an ISO date or null"),
    ),
  ),
});

export const ResolveSubmissionBody = v.object({
  notes: v.optional(v.nullable(v.pipe(v.string("Notes must be text"), v.trim(), v.maxLength(2000, "Notes must be at most 2000 characters")))),
});

const IDEMPOTENCY_KEY_RULE = `idempotencyKey must be 8 to ${REVIEW_IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits, dashes or underscores`;

/** An answer on the review screen. The key is made once per answer by the app, so a resend counts once. */
export const ReviewAnswerBody = v.object({
  cardId: v.pipe(v.number("cardId must be a number"), v.integer("cardId must be a whole number"), v.minValue(1, "cardId must be positive"), v.maxValue(Number.MAX_SAFE_INTEGER, "cardId is too large")),
  attempt: v.optional(v.pipe(v.string("attempt must be text"), v.maxLength(CHAT_MESSAGE_MAX_LENGTH, `attempt must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)), ""),
  hintUsed: v.optional(v.boolean("hintUsed must be true or false"), false),
  gaveUp: v.optional(v.boolean("gaveUp must be true or false"), false),
  idempotencyKey: required(v.pipe(v.string(IDEMPOTENCY_KEY_RULE), v.regex(new RegExp(`^[A-Za-z0-9_-]{8,${REVIEW_IDEMPOTENCY_KEY_MAX_LENGTH}}$`), IDEMPOTENCY_KEY_RULE))),
  /** When the answer was made, for answers kept offline and sent later. */
  answeredAt: v.optional(
    v.pipe(
      v.string("answeredAt must be an ISO instant"),
      v.isoTimestamp("answeredAt must be an ISO instant such as 2026-05-01T10:00:00Z"),
      v.check((value) => !Number.isNaN(Date.parse(value)), "answeredAt must be an ISO instant such as 2026-05-01T10:00:00Z"),
    ),
  ),
});
export type ReviewAnswerBody = v.InferOutput<typeof ReviewAnswerBody>;

/** The text fields of a spoken review answer's upload (multipart, so the card's id arrives as text). */
export const ReviewTranscribeForm = v.object({
  cardId: v.pipe(v.string("cardId is required"), v.regex(/^[1-9][0-9]{0,14}$/, "cardId must be a positive whole number"), v.transform(Number)),
});

export const ReviewSettingsBody = v.object({
  dailyCap: v.pipe(
    v.number("dailyCap must be a number"),
    v.integer("dailyCap must be a whole number"),
    v.minValue(1, `dailyCap must be between 1 and ${REVIEW_DAILY_CAP_MAX}`),
    v.maxValue(REVIEW_DAILY_CAP_MAX, `dailyCap must be between 1 and ${REVIEW_DAILY_CAP_MAX}`),
  ),
});

/** What the settings screen says about the daily review limit the learner typed. */
export const REVIEW_CAP_MESSAGES = {
  required: "Enter how many review cards you want a day.",
  whole: "Enter a whole number of cards, such as 20.",
  range: `Choose from 1 to ${REVIEW_DAILY_CAP_MAX} cards a day.`,
};

/** The daily review limit as typed on the settings screen (text), checked in the learner's words. */
export const ReviewSettingsForm = v.object({
  dailyCap: v.pipe(
    v.string(REVIEW_CAP_MESSAGES.required),
    v.trim(),
    v.nonEmpty(REVIEW_CAP_MESSAGES.required),
    v.regex(/^\d+$/, REVIEW_CAP_MESSAGES.whole),
    v.transform(Number),
    v.minValue(1, REVIEW_CAP_MESSAGES.range),
    v.maxValue(REVIEW_DAILY_CAP_MAX, REVIEW_CAP_MESSAGES.range),
  ),
});

export const LivePing = v.object({ type: v.literal("ping"), timestamp: v.number() });

export * from "./schemas-progress";
