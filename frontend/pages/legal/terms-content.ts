/** The Terms page's text, in one place; the prices and the free lessons come from the one price table. */
import { freeLessonsText } from "../../../contract/access";
import { PRICES } from "../../../contract/constants";
import type { LegalDocument } from "./legal-document";

const money = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: PRICES.currency }).format(amount);

export const TERMS_TEXT: LegalDocument = {
  title: "Terms of Use",
  updated: "Last changed 25 November 2026",
  intro: "These terms are the agreement between you and Parlo when you use the app. They are short on purpose; please read them.",
  sections: [
    {
      id: "account",
      title: "Your account",
      body: [
        "You need an account to take lessons. Give an email address you can read: we send the verification link and password resets there. Keep your password to yourself; you are responsible for what is done with your account.",
        "One account is for one person. You must be old enough to agree to these terms where you live (at least 13 years old).",
      ],
    },
    {
      id: "plans",
      title: "Free lessons and Premium",
      body: [
        `${freeLessonsText()} of every language are free, tutor included, with no time limit. Premium opens every lesson for ${money(PRICES.monthly)} a month or ${money(PRICES.annual)} a year, in US dollars.`,
        "Paid access lasts until the end date shown in Settings → Subscription. When you cancel, you keep access until that date and are not charged again. We do not refund part of a period already begun, except where the law says we must.",
      ],
    },
    {
      id: "tutor",
      title: "The AI tutor",
      body: [
        "The tutor is a computer program built on a language model. It is usually right about the lessons it teaches, but it can be wrong; it is a practice partner, not an authority, and not a source of advice on anything but the language you are learning.",
        "Do not tell the tutor things you would not want stored with your account: it keeps your conversations so it can continue them (see Privacy).",
      ],
    },
    {
      id: "fair-use",
      title: "Fair use",
      body: [
        [
          "Do not try to get into other people's accounts, or to break, overload or get around the limits of the service.",
          "Do not use the tutor or the contact form to send abuse, spam or anything unlawful.",
          "Do not copy the lessons to publish them elsewhere; they are for your own learning.",
        ],
        "We may suspend an account that breaks these rules, and will tell you why at its email address.",
      ],
    },
    {
      id: "ending",
      title: "Ending your account",
      body: [
        "You can delete your account at any time in Settings → Danger Zone. It closes at once and its data is erased within 24 hours (see Privacy).",
      ],
    },
    {
      id: "changes",
      title: "Changes and liability",
      body: [
        "We work to keep Parlo available and correct, but we provide it as it is, and we are not liable for indirect losses, as far as the law allows. When these terms change in a way that matters, we tell you by email before the change takes effect.",
        "Questions? Write to us through the contact page.",
      ],
    },
  ],
};
