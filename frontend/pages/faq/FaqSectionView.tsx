/** One FAQ section: its anchor, its heading and its questions as accordion items. */
import { ArrowRight, ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import type { FaqSection } from "./faq-content";
import { PriceTable } from "./PriceTable";

export function FaqSectionView({ section }: { section: FaqSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">{section.title}</h2>
      <div className="card mt-4 divide-y divide-line overflow-hidden">
        {section.questions.map((item) => (
          <Accordion.Item key={item.id} value={`${section.id}/${item.id}`} className="group">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold transition-colors hover:bg-raised/60 focus-visible:(outline-none bg-raised) data-[state=open]:text-accent sm:px-6">
                  {item.question}
                  <ChevronDown size={20} aria-hidden className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-muted sm:px-6">
              <div className="grid gap-3">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {item.prices && <PriceTable />}
              {item.links && (
                <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                  {item.links.map((link) => (
                    <li key={link.to + link.label}>
                      <Link to={link.to} className="inline-flex items-center gap-1 font-semibold text-accent hover:underline underline-offset-4">
                        {link.label} <ArrowRight size={15} aria-hidden />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </div>
    </section>
  );
}
