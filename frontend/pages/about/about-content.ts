/** The About page's words: what Parlo is, why it exists and how it works, true to what it does. */
import { BookOpen, Bot, Gift, Languages, Mic, NotebookPen, PenLine, Sparkles, TrendingUp, WifiOff, type LucideIcon } from "lucide-react";
import { FREE_LESSONS_PER_LANGUAGE } from "../../../contract/constants";
import { COURSE_LANGUAGES, namesInWords } from "../../../contract/languages";

export interface AboutItem {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const ABOUT_TEXT = {
  /** The tab's name for the page (contract/page-titles.ts adds the product). */
  pageTitle: "About",
  eyebrow: "About Parlo",
  title: "Learn a language by working it out",
  intro:
    "Parlo teaches languages through patterns and an AI tutor. Instead of memorising lists, you learn a few structures at a time, build sentences with them yourself, and get help correcting what you built.",
  startLearning: "Start Learning Now",
  exploreLanguages: "Explore Languages",
  createAccount: "Create Account",

  whyTitle: "Why we built Parlo",
  why: [
    "Many of us spent years tapping through flashcards and multiple-choice drills. We could recognise hundreds of words, yet froze when we had to say a simple sentence of our own.",
    "Speaking is building: taking a pattern you know and putting your own words into it. So Parlo makes you do exactly that from the first lesson, and gives you a tutor who waits for your attempt and helps you find your mistakes instead of correcting them for you.",
  ],

  languagesTitle: "Languages you can learn",
  languagesIntro: "Every course is taught in English.",
  languagesError: "The list of languages could not be loaded just now.",

  howTitle: "How it works",
  steps: [
    {
      icon: BookOpen,
      title: "Learn a pattern",
      body: "Each lesson teaches a few patterns, the structures a language is built from, explained in plain English with examples.",
    },
    {
      icon: PenLine,
      title: "Build the sentence first",
      body: "You type or say your own answer before you see any. Getting it wrong is part of how it sticks.",
    },
    {
      icon: Bot,
      title: "Get nudged, not told",
      body: "Stuck? The tutor gives a nudge, then a hint aimed at your mistake, then a similar worked example. It shows the answer only after several tries.",
    },
    {
      icon: NotebookPen,
      title: "The scratch pad remembers",
      body: "The tutor keeps notes on the words and structures you know and where you struggle. You can read them, and it picks up there next time.",
    },
    {
      icon: TrendingUp,
      title: "Watch it add up",
      body: "Your profile shows your progress in each language and a streak calendar of the days you practised.",
    },
  ] satisfies AboutItem[],

  differentTitle: "What makes Parlo different",
  different: [
    { icon: Sparkles, title: "No lists to memorise", body: "You learn how sentences are made, so you can say things no lesson listed." },
    { icon: Bot, title: "A tutor for every lesson", body: "It knows the lesson you are on and is there around the clock." },
    { icon: Mic, title: "Speak or type", body: "Answer out loud or on the keyboard, and hear the tutor's replies spoken back." },
    { icon: WifiOff, title: "Lessons offline", body: "Install Parlo and the lessons you have opened stay with you without a connection." },
    {
      icon: Gift,
      title: "Free to start, no ads",
      body: `The first ${FREE_LESSONS_PER_LANGUAGE} lessons of every language are free, and there are no ads on any plan.`,
    },
    {
      icon: Languages,
      title: "More than the usual languages",
      body: `Alongside ${namesInWords(COURSE_LANGUAGES.filter((language) => language.usual))}: ${namesInWords(COURSE_LANGUAGES.filter((language) => !language.usual))}.`,
    },
  ] satisfies AboutItem[],

  missionTitle: "Our mission",
  mission:
    "To help people speak a new language by thinking in it rather than memorising it, with a patient tutor at their side, and to keep the first steps free for everyone.",
};
