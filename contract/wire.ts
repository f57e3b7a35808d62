/** Shapes that cross the wire between the Worker and the frontend, declared once. */
import type { SubscriptionTier } from "./constants";

export interface ApiError {
  message: string;
}

export interface User {
  id: number;
  username: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  subscriptionTier: SubscriptionTier;
  /** ISO date, or null for no expiry. */
  subscriptionExpiry: string | null;
}

export interface LoginRefusal extends ApiError {
  verified?: false;
  /** The account's address, sent only with the right password (for "Resend Verification Email"). */
  email?: string;
}

export interface RegisterResponse extends User {
  needsVerification: boolean;
}

export interface VerifyEmailResponse {
  message: string;
  username: string;
  /** This answer signed the learner in (the link was opened where the password was chosen or typed, or the password was set with it). */
  signedIn: boolean;
}

/** The link was opened where the account's password was never chosen or typed: the clicker sets it (decision 032). */
export interface VerifyEmailPasswordNeeded extends ApiError {
  passwordNeeded: true;
  username: string;
}

export interface MessageResponse {
  message: string;
}

export interface ResendVerificationResponse {
  success: true;
  message: string;
}

export interface ResetTokenValidation {
  valid: boolean;
}

/** Which sign-in methods this deployment offers (Google only when its secrets are set). */
export interface AuthProviders {
  google: boolean;
}

/** A mail in the development outbox (docs/product/operations.md). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface Language {
  id: number;
  code: string;
  name: string;
  flagCode: string;
  speakers: number | null;
}

export interface LessonSummary {
  lessonId: string;
  title: string;
  languageCode: string;
  number: number;
}

export interface Lesson extends LessonSummary {
  /** The lesson body, markdown. */
  content: string;
  /** The same body rendered to HTML by the Worker (worker/lessons/markdown.ts), already safe to show (decision 014). */
  html: string;
}

/** A locked lesson's answer (402): no content, and why. */
export interface LessonLocked extends ApiError {
  locked: true;
}

/** How a word in the notes stands: met once, used again since, or got wrong. */
export type WordStatus = "new" | "practised" | "struggle";

/** The tutor's notes on the learner (docs/product/tutor.md), kept per conversation and shown to the learner. */
export interface ScratchPad {
  knownVocabulary: string[];
  knownStructures: string[];
  struggles: string[];
  nextFocus: string | null;
  /** Words of the language as the lesson spells them, by how they stand; may name words not (yet) known. */
  wordStatus?: Record<string, WordStatus>;
}

/** One word of the learner's answer as they typed it, and whether it was right. */
export interface WordMark {
  text: string;
  ok: boolean;
}

/** The sentence being asked: its number among the lesson's exercises. */
export interface ExercisePlace {
  number: number;
  total: number;
}

/** The summary when the last sentence of a lesson is done. */
export interface LessonEnding {
  /** The lesson's structures. */
  practised: string[];
  /** Structures that needed the answer, several tries or a skip. */
  review: string[];
  /** How this pass through the sentences went; absent from endings older than it. */
  tally?: LessonTally;
  /** Words of the lesson the learner has used right (the notes' known words). */
  words?: number;
}

/** A pass through a lesson's sentences, counted as the tutor goes. */
export interface LessonTally {
  /** Right on the first try, without a hint. */
  firstTime: number;
  /** Right after a wrong try or a hint. */
  helped: number;
  /** Shown the answer, or skipped. */
  revealed: number;
  /** Hints asked for or given, over every sentence. */
  hints: number;
}

/** What a tutor turn adds beyond the spec's reply: all optional, so the spec's shapes stay. */
/** A sentence the tutor could not confirm, which the learner may report as one that should be accepted. */
export interface ReportableAnswer {
  exerciseIndex: number;
  answer: string;
}

export interface TurnDetails {
  /** The learner's words, marked, when the message was judged as an answer. */
  marks?: WordMark[];
  /** The sentence asked now; null once the lesson's sentences are done. */
  place?: ExercisePlace | null;
  /** Present once the last sentence is done. */
  ending?: LessonEnding;
  /** Present when the tutor could not confirm the answer: the screen offers "My answer should be accepted". */
  reportable?: ReportableAnswer;
  /** Present when the "Try it" question the learner chose from the lesson text was answered: the banner leaves. */
  tryItAnswered?: boolean;
}

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
  createdAt?: string;
  /** Base64 16-bit mono PCM at 24 kHz, or a `data:` URL of an MP3 clip, when speech was generated for it. */
  audioData?: string;
}

export interface ChatInitResponse extends TurnDetails {
  response: string;
  scratchPad: ScratchPad;
  hasExistingHistory: boolean;
  historyLength: number;
}

export interface ChatReply extends TurnDetails {
  response: string;
  scratchPad: ScratchPad;
}

/** GET /api/chat/speech-input: whether a recording sent to the server can be turned into text there. */
export interface SpeechInputSupport {
  serverTranscription: boolean;
}

/** POST /api/review/transcribe: the words of a spoken review answer, for the learner to check and send. */
export interface ReviewTranscription {
  transcription: string;
}

export interface AudioChatReply extends ChatReply {
  transcription: string;
  audioData: string | null;
}

export interface SpeechResponse {
  success: boolean;
  /** Base64 16-bit mono PCM at 24 kHz, or a `data:` URL naming the clip's type (MeloTTS's MP3, decision 040). */
  audioData: string | null;
  error: string | null;
}

/** Messages on a tutor conversation's websocket (/ws/tutor/{lessonId}). */
/** `tryIt`: the lesson text's question the learner chose to work out ("Try it with the tutor"), while its banner shows. */
export type TutorClientMessage = { type: "message"; text: string; tryIt?: string };
export type TutorServerMessage =
  | { type: "delta"; text: string }
  /**
   * `bookmark`: the D1 bookmark after what the turn recorded (a review card, a completed lesson);
   * the app sends the newest it has seen back in the `x-d1-bookmark` header, so its next read sees it.
   */
  | ({ type: "reply"; message: ChatMessage; scratchPad: ScratchPad; bookmark?: string } & TurnDetails)
  /**
   * `status` says which HTTP answer the error stands for (401 signed out, 402 locked, 429 over the
   * chat limit, with `retryAfter` in seconds); a turn the AI failed has none.
   */
  | { type: "error"; message: string; status?: number; retryAfter?: number };

export interface ContactResponse {
  message: string;
  /** Development only: the dev outbox page of the mail the team received. */
  previewUrl?: string;
}

export interface Analytics {
  userCount: number;
  premiumUserCount: number;
  languageCount: number;
  lessonCount: number;
  completedLessonCount: number;
}

export interface AdminUser extends User {
  createdAt: string;
}

export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  category: string;
  message: string;
  company: string;
  createdAt: string;
  isResolved: boolean;
  notes: string | null;
}

export interface Health {
  status: "ok" | "degraded";
  version: string;
  environment: string;
  database: "reachable" | "unreachable";
  languages: number;
  time: string;
}

export type LiveClientMessage = { type: "ping"; timestamp: number };
export type LiveServerMessage =
  | { type: "pong"; timestamp: number }
  | { type: "error"; message: string };

export * from "./wire-review";
export * from "./wire-answer-reports";
export * from "./wire-progress";
