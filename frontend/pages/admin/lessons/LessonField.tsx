/** One labelled field of the lesson editor, with the rules' problems about it shown beneath it. */
import { useId } from "react";
import type { LessonProblem } from "../../../../contract/lesson-authoring";

/** The element id of a field, so a problem in the list can link to it (`exercises.2.hint` → lesson-field-exercises-2-hint). */
export const fieldId = (path: string) => `lesson-field-${path.replaceAll(".", "-")}`;

export const problemsAt = (problems: readonly LessonProblem[] | undefined, path: string) => (problems ?? []).filter((problem) => problem.field === path);

interface LessonFieldProps {
  label: string;
  path: string;
  value: string;
  onChange: (value: string) => void;
  problems?: readonly LessonProblem[];
  multiline?: boolean;
  /** Markdown source, set in a fixed-width face; prose (a nudge, a hint) stays in the text face. */
  code?: boolean;
  rows?: number;
  lang?: string;
  className?: string;
}

export function LessonField({ label, path, value, onChange, problems, multiline = false, code = false, rows = 2, lang, className = "" }: LessonFieldProps) {
  const errorId = useId();
  const here = problemsAt(problems, path);
  const shared = {
    id: fieldId(path),
    className: `field ${code ? "font-mono text-sm" : ""}`,
    value,
    lang,
    "aria-invalid": here.length > 0,
    "aria-describedby": here.length ? errorId : undefined,
  };
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={shared.id} className="text-sm font-semibold">{label}</label>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldProblems id={errorId} problems={here} />
    </div>
  );
}

export function FieldProblems({ id, problems }: { id?: string; problems: readonly LessonProblem[] }) {
  if (!problems.length) return null;
  return (
    <ul id={id} className="grid gap-0.5 text-sm text-danger">
      {problems.map((problem) => (
        <li key={problem.message}>{problem.message}</li>
      ))}
    </ul>
  );
}
