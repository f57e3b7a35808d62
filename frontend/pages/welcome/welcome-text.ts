/** Every text of onboarding (/welcome), in one place. */
import { pageTitle } from "../../../contract/page-titles";

export const WELCOME_TEXT = {
  pageTitle: pageTitle("Welcome"),
  heading: "Welcome to Parlo",
  step: (number: number, total: number) => `Step ${number} of ${total}`,
  skip: "Skip for now",
  back: "Back",
  next: "Next",
  language: {
    title: "Which language would you like to learn?",
    loading: "Loading languages",
  },
  goal: {
    title: "How much a day?",
    body: "A little every day is how a language sticks. You can change this any time in Settings.",
    sentences: "Sentences",
    minutes: "Minutes",
  },
  level: {
    title: (language: string) => `How much ${language} do you know?`,
    newTitle: "New to it",
    newBody: "Start at the first lesson.",
    someTitle: "I know some",
    someBody: "Try five sentences, and start where they get hard.",
    start: "Start learning",
    placement: "Try the sentences",
  },
  placement: {
    title: (language: string) => `Say it in ${language}`,
    count: (number: number, total: number) => `Sentence ${number} of ${total}`,
    label: (language: string) => `Your sentence in ${language}`,
    dontKnow: "I don't know this one",
    next: "Next sentence",
    finish: "See where I start",
    checking: "Checking your sentences...",
    loading: "Loading the sentences",
  },
  result: {
    title: (number: number, title: string) => `You start at Lesson ${number}: ${title}`,
    skipped: (count: number) =>
      count === 0 ? "Every lesson is still ahead of you." : `The ${count === 1 ? "lesson" : `${count} lessons`} before it ${count === 1 ? "is" : "are"} marked skipped, not done: open ${count === 1 ? "it" : "them"} any time from the course map.`,
    right: (right: number, total: number) => `${right} of ${total} sentences right.`,
    locked: "That lesson comes with a subscription. The free lessons are open to you now, or see the plans.",
    home: "Go to my home",
    plans: "See plans",
  },
  failed: "Something went wrong. Please try again.",
  saving: "Saving...",
};
