/** The About page's step list and feature cards. */
import type { AboutItem } from "./about-content";

/** "How it works": numbered steps, a column on a phone, a row of five on a desktop. */
export function StepList({ steps }: { steps: AboutItem[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map(({ icon: Icon, title, body }, index) => (
        <li key={title} className="card relative flex flex-col p-5">
          <div className="flex items-center gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-ink">{index + 1}</span>
            <Icon size={20} className="text-muted" aria-hidden />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted">{body}</p>
        </li>
      ))}
    </ol>
  );
}

/** "What makes Parlo different": icon cards, two or three to a row. */
export function FeatureGrid({ items }: { items: AboutItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, body }) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-surface p-5">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <Icon size={20} aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
