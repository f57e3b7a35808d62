/**
 * The tutor's answer check (worker/tutor/checker/): a learner's sentence against an exercise's
 * accepted answers, judged like a teacher would: spelling variants and romanisation are fine, a slip
 * of spelling in a word's stem is forgiven and named, a slip of grammar is a mistake, named precisely.
 */
export { checkAnswer, markWords, type MarkedText, type Verdict } from "./checker/check";
export { detectLanguage } from "./checker/languages";
export { editDistance, normalise, words } from "./checker/text";
