/**
 * What the FAQ says (docs/product/accounts.md): prices from the one price table,
 * the reply promise from its one constant, and every place named as it is in the app.
 */
import {
  CONTACT_EMAIL,
  CONTACT_REPLY_PROMISE,
  FREE_LESSONS_PER_LANGUAGE,
  PRICES,
  SUPPORT_HOURS,
} from "../../../contract/constants";
import { namesInWords } from "../../../contract/languages";

export interface FaqLink {
  to: string;
  label: string;
}

export interface FaqQuestion {
  id: string;
  question: string;
  answer: string[];
  /** Show the price table under the answer. */
  prices?: boolean;
  links?: FaqLink[];
}

export interface FaqSection {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: PRICES.currency });
export const formatPrice = (amount: number) => money.format(amount);
/** What the annual plan saves against twelve monthly payments, in whole percent. */
export const ANNUAL_SAVING_PERCENT = Math.round((1 - PRICES.annual / (PRICES.monthly * 12)) * 100);

export const PRICE_TABLE_TEXT = {
  caption: "Parlo Premium prices",
  plan: "Plan",
  price: "Price",
  monthly: "Monthly",
  annual: "Annual",
  monthlyPrice: `${formatPrice(PRICES.monthly)} a month`,
  annualPrice: `${formatPrice(PRICES.annual)} a year`,
  monthlyNote: "Billed every month",
  annualNote: `About ${formatPrice(PRICES.annual / 12)} a month, ${ANNUAL_SAVING_PERCENT}% less than monthly`,
  free: "Free",
  freePrice: new Intl.NumberFormat("en-US", { style: "currency", currency: PRICES.currency, maximumFractionDigits: 0 }).format(0),
  freeNote: `First ${FREE_LESSONS_PER_LANGUAGE} lessons of every language`,
};

export const FAQ_TEXT = {
  title: "Frequently Asked Questions",
  intro: "How Parlo teaches, what it costs, what it does with your voice and your data, and how to reach us.",
  jumpTo: "Jump to",
  helpTitle: "Still need help?",
  helpBody: `Write to us and a person on the team will answer. We reply ${CONTACT_REPLY_PROMISE}.`,
  helpContact: "Use the contact form",
  sections: [
    {
      id: "general",
      title: "General",
      questions: [
        {
          id: "what-is-parlo",
          question: "What is Parlo?",
          answer: [
            "Parlo teaches languages through patterns instead of word lists. Each lesson gives you a few structures and asks you to build sentences with them yourself; an AI tutor that knows the lesson then helps you correct what you built.",
            "We call this the Thinking Method: you answer first, and the tutor helps you find your own mistakes rather than handing you the answer.",
          ],
        },
        {
          id: "languages",
          question: "Which languages can I learn?",
          answer: [`${namesInWords()}. Every lesson is taught in English.`],
          links: [{ to: "/about", label: "About Parlo" }],
        },
        {
          id: "account",
          question: "Do I need an account?",
          answer: [
            "Yes, a free one. Lessons, your progress, your streak and the tutor's notes about you are kept with your account, so you can pick up where you stopped on any device.",
          ],
          links: [{ to: "/auth?tab=register", label: "Create an account" }],
        },
        {
          id: "support",
          question: "How do I reach support, and how fast do you answer?",
          answer: [
            `Use the contact form or write to ${CONTACT_EMAIL}. Our support hours are ${SUPPORT_HOURS}, and we reply ${CONTACT_REPLY_PROMISE}.`,
          ],
          links: [{ to: "/contact", label: "Contact us" }],
        },
      ],
    },
    {
      id: "pricing",
      title: "Pricing",
      questions: [
        {
          id: "free",
          question: "Is Parlo free?",
          answer: [
            `The first ${FREE_LESSONS_PER_LANGUAGE} lessons of every language are free, tutor included, with no time limit. There are no ads, on any plan.`,
          ],
        },
        {
          id: "premium-price",
          question: "How much does Premium cost?",
          answer: [
            `Premium opens every lesson in every language, each with its tutor. Pay monthly, or pay for a year at once and save ${ANNUAL_SAVING_PERCENT}%. Prices are in US dollars.`,
          ],
          prices: true,
        },
        {
          id: "payment",
          question: "How do I pay?",
          answer: [
            `Online checkout is coming soon: the plans page lets you choose a plan but does not take payment yet. If you would like Premium now, write to ${CONTACT_EMAIL} and we will set it up for you.`,
          ],
          links: [{ to: "/subscribe", label: "See the plans" }],
        },
        {
          id: "cancel",
          question: "How do I change or cancel my plan?",
          answer: [
            "Go to Settings → Subscription. It shows your plan and the date your access ends, and leads to the plans page where you change or cancel it.",
            "When you cancel, your access lasts until that expiry date.",
          ],
          links: [{ to: "/settings", label: "Open Settings" }],
        },
      ],
    },
    {
      id: "features",
      title: "Features",
      questions: [
        {
          id: "tutor",
          question: "How does the AI tutor help me?",
          answer: [
            "It asks you to build the sentence first and never gives the answer before you have tried. When you get stuck it climbs a ladder: a nudge, then a hint aimed at your mistake, then a similar worked example. Only after several misses does it show the answer.",
            "The tutor is available around the clock, and it knows the lesson you are on.",
          ],
        },
        {
          id: "scratch-pad",
          question: "Does the tutor remember me?",
          answer: [
            "Yes. For each lesson it keeps a scratch pad: the words and structures you know, where you struggle and what to practise next. You can read it at any time, and the tutor picks up from it when you come back.",
          ],
        },
        {
          id: "speaking",
          question: "Can I speak my answers, and does the tutor talk?",
          answer: [
            "Yes to both. Where your browser offers on-device speech recognition, your speech is turned into text on your device and only the text is sent. Otherwise the recording is uploaded, transcribed and not stored.",
            "The tutor speaks its replies aloud. For a language we have no voice for yet, your browser's own voice reads them.",
          ],
        },
        {
          id: "progress",
          question: "How do I see my progress?",
          answer: [
            "Your profile page shows a progress bar for each language, the lessons you have completed and the time you spent, and a streak calendar of the days you learned.",
            "Streaks can be reset or hidden on the profile page if you would rather not see them.",
          ],
          links: [{ to: "/profile", label: "Open your profile" }],
        },
        {
          id: "offline",
          question: "Can I use Parlo offline?",
          answer: [
            "Install Parlo from your browser (Install, or Add to Home Screen on a phone). Lessons you have opened stay available offline. The tutor needs a connection, because it runs on our servers.",
          ],
        },
      ],
    },
    {
      id: "privacy-and-security",
      title: "Privacy and Security",
      questions: [
        {
          id: "encryption",
          question: "Are my conversations with the tutor private?",
          answer: [
            "Your chats are encrypted in transit (every connection uses HTTPS) and stored by Cloudflare, which encrypts them at rest.",
          ],
        },
        {
          id: "voice",
          question: "Do you keep recordings of my voice?",
          answer: [
            "No. Where your browser recognises speech on your device, no recording leaves it at all. Otherwise the recording is uploaded only to be transcribed, and it is not stored.",
          ],
        },
        {
          id: "reset-progress",
          question: "Can I erase my progress in one language?",
          answer: ["Yes: Settings → Language Courses has a Reset Progress button for each language you have started. It cannot be undone."],
          links: [{ to: "/settings", label: "Open Settings" }],
        },
        {
          id: "delete-account",
          question: "How do I delete my account?",
          answer: [
            "Go to Settings → Danger Zone and choose Delete Account. Your account closes at once, and your data (progress, streaks and tutor conversations) is erased within 24 hours.",
          ],
          links: [{ to: "/settings", label: "Open Settings" }],
        },
        {
          id: "ads",
          question: "Will I see ads?",
          answer: ["No. Parlo has no ads, on the free plan or any other."],
        },
      ],
    },
  ] satisfies FaqSection[],
};
