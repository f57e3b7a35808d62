/** Onboarding's choices as radio cards: native radios (keyboard and screen readers know them), drawn as cards. */
import type { ReactNode } from "react";

export interface Choice {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
}

export function ChoiceCards({ name, legend, choices, value, onChange, columns = "sm:grid-cols-2" }: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string | null;
  onChange(value: string): void;
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className={`grid gap-3 ${columns}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="card flex cursor-pointer items-center gap-3 p-4 transition hover:border-accent has-[:checked]:(border-accent ring-2 ring-accent/40) has-[:focus-visible]:(outline outline-2 outline-accent)"
          >
            <input type="radio" className="sr-only" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-3 font-semibold">{choice.label}</span>
              {choice.detail && <span className="mt-0.5 block text-sm text-muted">{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
