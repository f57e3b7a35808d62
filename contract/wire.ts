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
}

export interface RegisterResponse extends User {
  needsVerification: boolean;
}

export interface VerifyEmailResponse {
  message: string;
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

/** A mail in the development outbox (DECISIONS §6). */
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
}

/** A locked lesson's answer (402): no content, and why. */
export interface LessonLocked extends ApiError {
  locked: true;
}

export interface ProgressRecord {
  lessonId: string;
  completed: boolean;
  score: number;
  /** Minutes, accumulated. */
  timeSpent: number;
  lastAccessedAt: string | null;
  completedAt: string | null;
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
