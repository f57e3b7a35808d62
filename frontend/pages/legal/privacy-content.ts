/**
 * The Privacy page's text, in one place. Every number here comes from the code that enforces it:
 * session and token lifetimes (contract/constants.ts, worker/auth/email-tokens.ts), the nightly
 * sweep and the account erasure (worker/cleanup/), what the tutor keeps (TUTOR_HISTORY_KEPT).
 */
import { CONTACT_EMAIL, CONTACT_REPLY_PROMISE, SESSION_LIFETIME_MS, TUTOR_HISTORY_KEPT } from "../../../contract/constants";
import type { LegalDocument } from "./legal-document";

const DAY_MS = 24 * 60 * 60 * 1000;

export const PRIVACY_TEXT: LegalDocument = {
  title: "Privacy",
  updated: "Last changed 25 November 2026",
  intro:
    "Parlo keeps what it needs to teach you and to keep your account safe, and nothing else. There are no ads and no trackers, and we never sell or share your data. This page says what is stored, for how long, and how you erase it.",
  sections: [
    {
      id: "what-we-store",
      title: "What we store",
      body: [
        [
          "Your account: username, email address, whether it is verified, your plan and its end date, your settings (streak shown or hidden, review cards per day) and when you joined. Your password is stored only as a salted PBKDF2 hash, never as typed. If you sign in with Google, we keep Google's account number for you, nothing else from Google.",
          "Your learning: for each lesson you open, whether you finished it, your best score, the minutes you spent and when you last opened it; your review cards and every answer you gave them; your streak.",
          `Your tutor conversations: the newest ${TUTOR_HISTORY_KEPT} messages of each lesson's conversation, and the tutor's notes about you (words you know, things you find hard), so it can pick up where you stopped.`,
          "Security records: where you signed in from (an IPv4 address, or the first half of an IPv6 address), and counters of recent attempts used to slow down password guessing and spam.",
          "Messages you send us through the contact form: your name, email address, the topic and the message.",
        ],
        "We do not store recordings of your voice. Where your browser recognises speech on your device, no recording leaves it. Otherwise the recording is uploaded only to be turned into text and is dropped straight away. Spoken versions of the tutor's own words are kept as sound files, shared by every learner and naming nobody.",
      ],
    },
    {
      id: "how-long",
      title: "How long we keep it",
      body: [
        [
          `A sign-in lasts ${SESSION_LIFETIME_MS / DAY_MS} days and is renewed while you keep using Parlo; expired sign-ins are removed every night.`,
          "A verification link works for 24 hours and a password-reset link for 1 hour; expired links are removed every night.",
          "Sign-in places are forgotten after 90 days without a sign-in from them; attempt counters after a day.",
          "Your account, learning and conversations are kept as long as your account exists, so you can come back to them.",
        ],
      ],
    },
    {
      id: "erasure",
      title: "Erasing your data",
      body: [
        "Settings → Language Courses → Reset Progress erases one language's progress at once.",
        "Settings → Danger Zone → Delete Account closes your account at once: you are signed out everywhere and nobody can sign in to it. Within 24 hours everything about it is erased for good: the account, your progress, review cards and answers, streaks, tutor conversations and notes, sign-in places, attempt counters, and the messages you sent us from its address.",
        "If you cannot sign in any more, write to us through the contact page from the account's address and we will erase it for you.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and storage in your browser",
      body: [
        [
          `One cookie: the sign-in cookie (named session, or __Host-session over HTTPS). It holds a random token that we store only as a hash, is sent only to Parlo, cannot be read by scripts, and ends when the sign-in does (${SESSION_LIFETIME_MS / DAY_MS} days) or when you log out.`,
          "Your browser's own storage keeps your light or dark theme (theme) and, for an hour after you verify your email, a note that you did, so the page you registered in can tell you.",
          "If you download lessons for offline use, the app keeps them in your browser's cache; it is emptied when you log out, when another learner signs in, and when you delete your account.",
        ],
        "There are no advertising, analytics or third-party cookies.",
      ],
    },
    {
      id: "ai-tutor",
      title: "The AI tutor",
      body: [
        "The tutor's replies are written by a language model run by Cloudflare Workers AI, on the same Cloudflare network that runs Parlo. To answer you, the tutor sends the model the lesson, your message, the recent conversation and its notes about you. Spoken answers that your browser cannot recognise on your device are turned into text the same way, and the tutor's words are turned into speech there too.",
        "Cloudflare processes this on our behalf only to answer the request; it does not use your conversations to train its models. Your name and email address are never sent to the model.",
      ],
    },
    {
      id: "where",
      title: "Where your data lives",
      body: [
        "Parlo runs on Cloudflare: your account and learning in a Cloudflare D1 database, your tutor conversations in Cloudflare Durable Objects. Every connection is encrypted (HTTPS), and Cloudflare encrypts stored data at rest. Mails (verification and password reset) are sent through an email delivery service that receives only your address and the mail.",
      ],
    },
    {
      id: "contact",
      title: "Questions",
      body: [`Write to us through the contact page, or at ${CONTACT_EMAIL}; we reply ${CONTACT_REPLY_PROMISE}.`],
    },
  ],
};
