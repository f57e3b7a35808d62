/** The lesson editor's side panels: the problems list, a stale-edit notice, the structures and the version history. */
import { History, Plus, RotateCcw, Trash2 } from "lucide-react";
import type { AdminLessonDetail, LessonProblem, StaleEdit } from "../../../../contract/lesson-authoring";
import { formatMoment } from "../admin-format";
import { FieldProblems, fieldId, problemsAt } from "./LessonField";

export const PANEL_TEXT = {
  problems: (count: number) => (count === 1 ? "1 problem before this lesson can be published" : `${count} problems before this lesson can be published`),
  ready: "Ready to publish: the lesson meets every rule.",
  fieldNames: { title: "Title", slug: "Slug", markdown: "Lesson text", structures: "Structures", exercises: "Exercises" } as Record<string, string>,
  /** An exercise's fields as the editor labels them, not as the file names them. */
  exerciseFields: {
    prompt: "prompt",
    answers: "answers",
    nudge: "nudge",
    hint: "hint",
    structure: "structure",
    "example.prompt": "worked example's prompt",
    "example.answer": "worked example's answer",
  } as Record<string, string>,
  answer: (number: number) => `answer ${number}`,
  structureNumber: (number: number) => `Structure ${number}`,
  conflictTitle: "Someone else changed this lesson",
  conflictChanged: (fields: string[]) => `Changed: ${fields.join(", ")}.`,
  conflictBy: (who: string | null, when: string | null) => (who ? `By ${who}${when ? `, ${formatMoment(when)}` : ""}.` : ""),
  reload: "Load their version (your unsaved edits are dropped)",
  structures: "Structures the lesson teaches",
  structure: (number: number) => `Structure ${number}`,
  addStructure: "Add a structure",
  removeStructure: (number: number) => `Remove structure ${number}`,
  history: "Versions",
  noHistory: "No admin has published this lesson yet: it is as the repository's files have it.",
  live: "Live",
  restored: (version: number) => `restores version ${version}`,
  seeded: "from content/",
  rollBack: (version: number) => `Roll back to version ${version}`,
};

/** `exercises.2.answers.1` → "Exercise 3 · answer 2", `structures.0` → "Structure 1": the editor's words for a field. */
function placeOf(field: string): string {
  const exercise = /^exercises\.(\d+)(?:\.(.+))?$/.exec(field);
  if (exercise) {
    const rest = exercise[2];
    const answer = rest && /^answers\.(\d+)$/.exec(rest);
    const part = answer ? PANEL_TEXT.answer(Number(answer[1]) + 1) : rest && (PANEL_TEXT.exerciseFields[rest] ?? rest);
    return `Exercise ${Number(exercise[1]) + 1}${part ? ` · ${part}` : ""}`;
  }
  const structure = /^structures\.(\d+)$/.exec(field);
  if (structure) return PANEL_TEXT.structureNumber(Number(structure[1]) + 1);
  const [head, ...rest] = field.split(".");
  return [PANEL_TEXT.fieldNames[head!] ?? head, ...rest].join(" · ");
}

export function ProblemList({ problems }: { problems: readonly LessonProblem[] | undefined }) {
  if (!problems) return null;
  if (!problems.length) return <p role="status" className="card p-4 text-sm font-semibold text-success">{PANEL_TEXT.ready}</p>;
  return (
    <section role="status" className="card grid gap-2 border-danger/50 p-4" aria-label={PANEL_TEXT.problems(problems.length)}>
      <h2 className="font-bold text-danger">{PANEL_TEXT.problems(problems.length)}</h2>
      <ul className="grid max-h-60 gap-1 overflow-auto text-sm">
        {problems.map((problem, index) => (
          <li key={index}>
            <a className="font-semibold underline" href={`#${fieldId(problem.field.replace(/\.(?:answers)$/, ".answers.0"))}`}>{placeOf(problem.field)}</a>: {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ConflictNotice({ conflict, onReload }: { conflict: StaleEdit; onReload: () => void }) {
  return (
    <section role="alert" className="card grid gap-2 border-accent p-4">
      <h2 className="font-bold">{PANEL_TEXT.conflictTitle}</h2>
      <p className="text-sm">{conflict.message}</p>
      {conflict.changedFields.length > 0 && <p className="text-sm">{PANEL_TEXT.conflictChanged(conflict.changedFields.map(placeOf))}</p>}
      <p className="text-sm text-muted">{PANEL_TEXT.conflictBy(conflict.changedBy, conflict.changedAt)}</p>
      <button type="button" className="btn-secondary justify-self-start" onClick={onReload}>{PANEL_TEXT.reload}</button>
    </section>
  );
}

export function StructuresEditor({ structures, problems, onChange }: { structures: string[]; problems: readonly LessonProblem[] | undefined; onChange: (structures: string[]) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">{PANEL_TEXT.structures}</legend>
      <FieldProblems problems={problemsAt(problems, "structures")} />
      {structures.map((structure, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            id={fieldId(`structures.${index}`)}
            className="field"
            aria-label={PANEL_TEXT.structure(index + 1)}
            value={structure}
            onChange={(event) => onChange(structures.map((item, at) => (at === index ? event.target.value : item)))}
          />
          <button type="button" className="btn-ghost shrink-0 px-2" aria-label={PANEL_TEXT.removeStructure(index + 1)} onClick={() => onChange(structures.filter((_, at) => at !== index))}>
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      ))}
      <button type="button" className="btn-secondary justify-self-start px-3 py-1.5 text-sm" onClick={() => onChange([...structures, ""])}>
        <Plus size={16} aria-hidden /> {PANEL_TEXT.addStructure}
      </button>
    </fieldset>
  );
}

export function VersionHistory({ detail, busy, onRollBack }: { detail: AdminLessonDetail; busy: boolean; onRollBack: (version: number) => void }) {
  const live = detail.published?.version ?? 0;
  return (
    <section className="card grid gap-3 p-4" aria-labelledby="lesson-history">
      <h2 id="lesson-history" className="flex items-center gap-2 font-bold">
        <History size={18} aria-hidden /> {PANEL_TEXT.history}
      </h2>
      {!detail.versions.length ? (
        <p className="text-sm text-muted">{PANEL_TEXT.noHistory}</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {detail.versions.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2 first:(border-t-0 pt-0)">
              <span>
                <strong>v{version.version}</strong> {version.version === live && <span className="font-semibold text-success">· {PANEL_TEXT.live}</span>}
                <br />
                <span className="text-muted">
                  {formatMoment(version.publishedAt)} · {version.publishedBy ?? PANEL_TEXT.seeded}
                  {version.restoredFrom !== null && ` · ${PANEL_TEXT.restored(version.restoredFrom)}`}
                </span>
              </span>
              {version.version !== live && (
                <button type="button" className="btn-secondary px-3 py-1.5 text-sm" disabled={busy} onClick={() => onRollBack(version.version)}>
                  <RotateCcw size={14} aria-hidden /> {PANEL_TEXT.rollBack(version.version)}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
