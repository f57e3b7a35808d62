/**
 * /about (public): what Parlo is, why it was built, the languages, how it works in five steps,
 * what makes it different and its mission, with the ways in ('Start Learning Now', 'Explore
 * Languages', 'Create Account').
 */
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../lib/auth";
import { ABOUT_TEXT } from "./about/about-content";
import { FeatureGrid, StepList } from "./about/AboutSections";
import { LanguageGrid } from "./about/LanguageGrid";
import { pageTitle } from "../../contract/page-titles";

export { ABOUT_TEXT };

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-6 sm:mb-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
    </div>
  );
}

export default function AboutPage() {
  const { user } = useAuth();
  return (
    <>
      <title>{pageTitle(ABOUT_TEXT.pageTitle)}</title>
      <section className="relative overflow-hidden">
        <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(var(--accent)/0.16),transparent_60%)]" />
        <div className="page relative py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{ABOUT_TEXT.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{ABOUT_TEXT.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{ABOUT_TEXT.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/languages" className="btn-primary px-7 py-3">
              {ABOUT_TEXT.startLearning} <ArrowRight size={18} aria-hidden />
            </Link>
            {!user && <Link to="/register" className="btn-secondary px-7 py-3">{ABOUT_TEXT.createAccount}</Link>}
          </div>
        </div>
      </section>

      <div className="page grid gap-16 pb-16 sm:gap-20 sm:pb-24">
        <section aria-labelledby="about-why" className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-12">
          <h2 id="about-why" className="text-2xl font-bold tracking-tight sm:text-3xl">{ABOUT_TEXT.whyTitle}</h2>
          <div className="grid gap-4 text-lg text-muted">
            {ABOUT_TEXT.why.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="about-languages">
          <SectionHeading id="about-languages" title={ABOUT_TEXT.languagesTitle} intro={ABOUT_TEXT.languagesIntro} />
          <LanguageGrid />
          <Link to="/languages" className="btn-secondary mt-6 w-full sm:w-auto">
            {ABOUT_TEXT.exploreLanguages} <ArrowRight size={18} aria-hidden />
          </Link>
        </section>

        <section aria-labelledby="about-how">
          <SectionHeading id="about-how" title={ABOUT_TEXT.howTitle} />
          <StepList steps={ABOUT_TEXT.steps} />
        </section>

        <section aria-labelledby="about-different">
          <SectionHeading id="about-different" title={ABOUT_TEXT.differentTitle} />
          <FeatureGrid items={ABOUT_TEXT.different} />
        </section>

        <section aria-labelledby="about-mission" className="card relative overflow-hidden p-8 text-center sm:p-12">
          <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom,rgb(var(--accent)/0.14),transparent_65%)]" />
          <div className="relative">
            <h2 id="about-mission" className="text-2xl font-bold tracking-tight sm:text-3xl">{ABOUT_TEXT.missionTitle}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{ABOUT_TEXT.mission}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/languages" className="btn-primary px-7 py-3">{ABOUT_TEXT.startLearning}</Link>
              {!user && <Link to="/register" className="btn-secondary px-7 py-3">{ABOUT_TEXT.createAccount}</Link>}
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
