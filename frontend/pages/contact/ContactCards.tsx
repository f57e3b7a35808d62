/** The contact page's side cards: how to reach the team directly, and the way to the FAQ. */
import { Clock, HelpCircle, Mail, MessageSquareReply } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_EMAIL, CONTACT_REPLY_PROMISE, SUPPORT_HOURS } from "../../../contract/constants";

export const CONTACT_CARDS_TEXT = {
  emailTitle: "Email us",
  emailBody: "Prefer your own mail app? Write to us directly.",
  hoursTitle: "Support hours",
  hours: SUPPORT_HOURS,
  replyTitle: "Reply time",
  reply: `We reply ${CONTACT_REPLY_PROMISE}.`,
  faqTitle: "Looking for a quick answer?",
  faqBody: "Prices, speech input, offline lessons, your data and deleting your account are covered in the FAQ.",
  faqLink: "Read the FAQ",
};

export function EmailCard({ className = "" }: { className?: string }) {
  return (
    <section aria-labelledby="contact-email-title" className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <Mail size={20} aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="contact-email-title" className="text-lg font-bold">{CONTACT_CARDS_TEXT.emailTitle}</h2>
          <p className="mt-0.5 text-sm text-muted">{CONTACT_CARDS_TEXT.emailBody}</p>
          <a href={`mailto:${CONTACT_EMAIL}`} className="mt-2 inline-block break-all text-lg font-semibold text-accent underline-offset-4 hover:underline">
            {CONTACT_EMAIL}
          </a>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-line pt-5 text-sm">
        <div className="flex items-center gap-3">
          <Clock size={18} className="shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">{CONTACT_CARDS_TEXT.hoursTitle}</dt>
          <dd>
            <span className="text-muted">{CONTACT_CARDS_TEXT.hoursTitle}: </span>
            <span className="font-semibold">{CONTACT_CARDS_TEXT.hours}</span>
          </dd>
        </div>
        <div className="flex items-center gap-3">
          <MessageSquareReply size={18} className="shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">{CONTACT_CARDS_TEXT.replyTitle}</dt>
          <dd>{CONTACT_CARDS_TEXT.reply}</dd>
        </div>
      </dl>
    </section>
  );
}

export function FaqCard({ className = "" }: { className?: string }) {
  return (
    <section aria-labelledby="contact-faq-title" className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-raised text-ink">
          <HelpCircle size={20} aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="contact-faq-title" className="text-lg font-bold">{CONTACT_CARDS_TEXT.faqTitle}</h2>
          <p className="mt-0.5 text-sm text-muted">{CONTACT_CARDS_TEXT.faqBody}</p>
          <Link to="/faq" className="btn-secondary mt-4 py-2 text-sm">{CONTACT_CARDS_TEXT.faqLink}</Link>
        </div>
      </div>
    </section>
  );
}
