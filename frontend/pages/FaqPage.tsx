/**
 * /faq (public): General, Pricing, Features, Privacy and Security. Each section has an anchor
 * (the footer links to #privacy-and-security and #general); one question is open at a time.
 */
import { LifeBuoy, Mail } from "lucide-react";
import { Accordion } from "radix-ui";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { CONTACT_EMAIL } from "../../contract/constants";
import { FAQ_TEXT } from "./faq/faq-content";
import { FaqSectionView } from "./faq/FaqSectionView";
import { pageTitle } from "../../contract/page-titles";

/** Scrolls to the section named in the address once the page is drawn (after the layout's scroll to top). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

export default function FaqPage() {
  useScrollToHash();
  return (
    <div className="page max-w-3xl py-10 sm:py-14">
      <title>{pageTitle(FAQ_TEXT.title)}</title>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{FAQ_TEXT.title}</h1>
      <p className="mt-3 text-lg text-muted">{FAQ_TEXT.intro}</p>

      <nav aria-label={FAQ_TEXT.jumpTo} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FAQ_TEXT.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium hover:(border-accent text-accent)">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Accordion.Root type="single" collapsible className="mt-10 grid gap-10">
        {FAQ_TEXT.sections.map((section) => (
          <FaqSectionView key={section.id} section={section} />
        ))}
      </Accordion.Root>

      <section aria-labelledby="faq-help-title" className="card mt-12 flex flex-col gap-4 p-6 sm:flex-row sm:items-start sm:p-8">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-accent/15 text-accent">
          <LifeBuoy size={24} aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="faq-help-title" className="text-xl font-bold">{FAQ_TEXT.helpTitle}</h2>
          <p className="mt-1 text-muted">{FAQ_TEXT.helpBody}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={`mailto:${CONTACT_EMAIL}`} className="btn-primary">
              <Mail size={18} aria-hidden /> {CONTACT_EMAIL}
            </a>
            <Link to="/contact" className="btn-secondary">{FAQ_TEXT.helpContact}</Link>
          </div>
        </div>
      </section>
    </div>
  );
}
