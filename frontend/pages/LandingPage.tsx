/** The landing page (/): a signed-in learner is taken home (/dashboard). */
import { Brain, MessageCircle, Mic, WifiOff } from "lucide-react";
import { Link, Navigate, useLocation } from "react-router";
import { FREE_LESSONS_PER_LANGUAGE } from "../../contract/constants";
import { COURSE_LANGUAGES } from "../../contract/languages";
import { useAuth } from "../lib/auth";
import { HOME_TITLE } from "../../contract/page-titles";
import { HOME_URL } from "../lib/languages";

export const LANDING_TEXT = {
  headline: "Learn Languages The Smart Way",
  tagline: "Language Learning Simplified",
  ctaVisitor: "Get Started For Free",
  ctaSignedIn: "Start Learning",
  learnMore: "Learn More",
  howTitle: "How Parlo works",
  howIntro:
    "No word lists to memorise. Each lesson hands you a few patterns and asks you to build sentences with them; a tutor that knows the lesson helps you correct yourself.",
  steps: [
    { title: "Think it out", body: "Each lesson gives you a pattern and asks you to build a sentence with it before you see any answer." },
    { title: "Answer first", body: "You type or say your try. The tutor never hands you the answer before you have had a go." },
    { title: "Correct yourself", body: "A nudge, then a targeted hint, then a worked example: you find the fix, so it sticks." },
    { title: "Keep what you know", body: "Your tutor keeps notes on what you know and where you struggle, and picks up there next time." },
  ],
  features: [
    { icon: Brain, text: "The Thinking Method: build sentences, don't memorise lists" },
    { icon: MessageCircle, text: "An AI tutor for every lesson, around the clock" },
    { icon: Mic, text: "Type or speak; hear the answer spoken back" },
    { icon: WifiOff, text: "Install the app and keep your lessons offline" },
  ],
  languagesLine: COURSE_LANGUAGES.map((language) => language.name).join(" · "),
  freeLine: `The first ${FREE_LESSONS_PER_LANGUAGE} lessons of every language are free. No ads, ever.`,
};

export default function LandingPage() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (user && pathname === "/") return <Navigate to={HOME_URL} replace />;

  const ctaTarget = user ? HOME_URL : "/auth?tab=register";
  const scrollToHow = () => document.getElementById("how-it-works")?.scrollIntoView({ behavior: "smooth", block: "start" });

  return (
    <>
      <title>{HOME_TITLE}</title>
      <section className="relative overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(var(--accent)/0.18),transparent_60%)]" />
        <div className="page relative flex flex-col items-center py-20 text-center sm:py-28">
          <p className="mb-4 rounded-full border border-accent/40 bg-accent/10 px-4 py-1 text-sm font-medium text-accent">
            {LANDING_TEXT.tagline}
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{LANDING_TEXT.headline}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{LANDING_TEXT.howIntro}</p>
          <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to={ctaTarget} className="btn-primary px-8 py-3 text-lg">
              {user ? LANDING_TEXT.ctaSignedIn : LANDING_TEXT.ctaVisitor}
            </Link>
            <button type="button" onClick={scrollToHow} className="btn-secondary px-8 py-3 text-lg">
              {LANDING_TEXT.learnMore}
            </button>
          </div>
          <p className="mt-8 text-sm text-muted">{LANDING_TEXT.languagesLine}</p>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 border-t border-line bg-surface/50 py-16 sm:py-20">
        <div className="page">
          <h2 id="how-title" className="text-center text-3xl font-bold">{LANDING_TEXT.howTitle}</h2>
          <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {LANDING_TEXT.steps.map((step, index) => (
              <li key={step.title} className="card p-6">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-accent font-bold text-accent-ink">{index + 1}</span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted">{step.body}</p>
              </li>
            ))}
          </ol>
          <ul className="mt-10 grid gap-3 sm:grid-cols-2">
            {LANDING_TEXT.features.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-xl bg-surface p-4">
                <Icon className="shrink-0 text-accent" size={22} aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center text-muted">{LANDING_TEXT.freeLine}</p>
        </div>
      </section>
    </>
  );
}
