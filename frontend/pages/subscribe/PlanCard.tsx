/** One plan on the subscription page: price, badges, benefits and its select button. */
import { Check, CircleCheck } from "lucide-react";
import type { Plan } from "./plans";

interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  onSelect(): void;
}

export function PlanCard({ plan, selected, onSelect }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-selected={selected || undefined}
      className={`card relative flex flex-col p-5 transition-colors sm:p-6 ${selected ? "border-accent ring-1 ring-accent" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold">{plan.name}</h2>
        {plan.badges.map((badge) => (
          <span key={badge} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-ink">{badge}</span>
        ))}
      </div>
      <p className="mt-3">
        <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
        <span className="text-muted">{plan.period}</span>
      </p>
      <p className="mt-1 text-sm text-muted">{plan.note}</p>
      <ul className="mt-5 grid gap-2.5 text-sm">
        {plan.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2.5">
            <Check size={18} aria-hidden className="mt-px shrink-0 text-success" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="flex-1" />
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={`${selected ? "btn border-2 border-accent bg-accent/10 text-ink" : "btn-secondary"} mt-6 w-full`}
      >
        {selected ? (
          <>
            <CircleCheck size={18} aria-hidden />
            Selected
          </>
        ) : (
          `Select ${plan.name}`
        )}
      </button>
    </section>
  );
}
