/** A legal page (Terms, Privacy): its title, when it last changed, a contents list and the sections. */
import { Link } from "react-router";
import type { LegalDocument } from "./legal-document";
import { pageTitle } from "../../../contract/page-titles";

export const LEGAL_TEXT = { contents: "On this page", contact: "Contact us" };

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="page max-w-3xl py-10 sm:py-14">
      <title>{pageTitle(document.title)}</title>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-muted">{document.updated}</p>
      <p className="mt-5 text-lg">{document.intro}</p>
      <nav aria-labelledby="legal-contents" className="card mt-8 p-5">
        <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-muted">{LEGAL_TEXT.contents}</h2>
        <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-accent underline-offset-4 hover:underline">{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-20">
          <h2 id={section.id} className="text-2xl font-bold tracking-tight">{section.title}</h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-muted">
            {section.body.map((paragraph, index) =>
              typeof paragraph === "string" ? (
                <p key={index}>{paragraph}</p>
              ) : (
                <ul key={index} className="grid list-disc gap-2 pl-5">
                  {paragraph.map((item) => <li key={item}>{item}</li>)}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
      <Link to="/contact" className="btn-secondary mt-12">{LEGAL_TEXT.contact}</Link>
    </article>
  );
}
