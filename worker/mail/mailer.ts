/**
 * Outgoing mail. In development and tests every mail goes to the dev outbox (a D1 table read at
 * /api/dev/outbox); in production to an HTTP email API configured by secrets (docs/product/operations.md).
 */
import { isDevelopment, type Bindings } from "../app-env";
import { database } from "../db/client";
import { devOutbox } from "../db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the mail; the dev outbox answers the stored mail's id (for its preview page). */
  send(mail: Mail): Promise<{ outboxId?: number }>;
}

export class MailNotConfiguredError extends Error {}

/**
 * A header field on one line. A line break in a name that reaches a subject would start a header
 * of the sender's choosing (Bcc:), so every control character, and the Unicode line and paragraph
 * separators, become a space, whatever the mail's content or the settings hold.
 */
function headerText(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

function withSafeHeaders(mail: Mail): Mail {
  return { ...mail, to: headerText(mail.to), subject: headerText(mail.subject) };
}

/** Stores the mail for developers and tests to read; nothing leaves the machine. */
export function devOutboxMailer(env: Bindings): Mailer {
  return {
    async send(mail) {
      const [row] = await database(env.DB).insert(devOutbox).values(withSafeHeaders(mail)).returning({ id: devOutbox.id });
      return { outboxId: row?.id };
    },
  };
}

/**
 * Any JSON email API of the common shape (Resend, Postmark-style proxies, a Cloudflare Email
 * Worker): POST { from, to, subject, text, html } with a bearer key.
 */
export function httpMailer(env: Bindings): Mailer {
  return {
    async send(mail) {
      if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) {
        throw new MailNotConfiguredError("MAIL_API_URL, MAIL_API_KEY and MAIL_FROM must be set to send mail");
      }
      const response = await fetch(env.MAIL_API_URL, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: headerText(env.MAIL_FROM), ...withSafeHeaders(mail) }),
      });
      if (!response.ok) throw new Error(`mail API answered ${response.status}`);
      return {};
    },
  };
}

export function mailerFor(env: Bindings): Mailer {
  return isDevelopment(env) ? devOutboxMailer(env) : httpMailer(env);
}
