/**
 * One exercise in the editor, field by field rather than as YAML: prompt, accepted answers (each
 * marked with what the tutor's checker makes of it), nudge, hint, worked example and structure, and
 * a box to try a sentence and read what the tutor would answer.
 */
import { Check, Plus, Trash2, X } from "lucide-react";
import type { ExerciseCheck, ExerciseDraft, LessonProblem } from "../../../../contract/lesson-authoring";
import { FieldProblems, LessonField, fieldId, problemsAt } from "./LessonField";

export const EXERCISE_TEXT = {
  heading: (number: number) => `Exercise ${number}`,
  prompt: "Prompt (what the learner translates)",
  answers: "Accepted answers (the first is the model answer, written plainly)",
  answer: (number: number) => `Answer ${number}`,
  accepted: "The checker accepts it",
  refused: "The checker does not accept it",
  addAnswer: "Add an answer",
  removeAnswer: (number: number) => `Remove answer ${number}`,
  nudge: "Nudge (the first help)",
  hint: "Hint",
  examplePrompt: "Worked example: prompt",
  exampleAnswer: "Worked example: answer",
  structure: "Structure",
  pickStructure: "Choose a structure",
  tryLabel: "Try an answer (a wrong one shows what the tutor would say)",
  verdict: { correct: "Accepted", wrong: "Not accepted", unsure: "Not sure (the learner may report it)" },
  remove: "Remove exercise",
};

interface ExerciseEditorProps {
  index: number;
  exercise: ExerciseDraft;
  structures: readonly string[];
  languageCode: string;
  check: ExerciseCheck | undefined;
  problems: readonly LessonProblem[] | undefined;
  trial: string;
  onTrial: (answer: string) => void;
  onChange: (exercise: ExerciseDraft) => void;
  onRemove: () => void;
}

export function ExerciseEditor({ index, exercise, structures, languageCode, check, problems, trial, onTrial, onChange, onRemove }: ExerciseEditorProps) {
  const path = (rest: string) => `exercises.${index}.${rest}`;
  const set = (patch: Partial<ExerciseDraft>) => onChange({ ...exercise, ...patch });
  const setAnswer = (at: number, value: string) => set({ answers: exercise.answers.map((answer, place) => (place === at ? value : answer)) });
  const whole = problemsAt(problems, `exercises.${index}`);
  return (
    <section className="card grid gap-4 p-4 sm:p-5" aria-labelledby={`${fieldId(path("heading"))}`} data-testid="exercise-editor">
      <div className="flex items-center justify-between gap-2">
        <h3 id={fieldId(path("heading"))} className="text-lg font-bold">{EXERCISE_TEXT.heading(index + 1)}</h3>
        <button type="button" className="btn-ghost text-sm text-danger" onClick={onRemove}>
          <Trash2 size={16} aria-hidden /> {EXERCISE_TEXT.remove}
        </button>
      </div>
      <FieldProblems problems={whole} />
      <LessonField label={EXERCISE_TEXT.prompt} path={path("prompt")} value={exercise.prompt} onChange={(prompt) => set({ prompt })} problems={problems} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{EXERCISE_TEXT.answers}</legend>
        <FieldProblems problems={problemsAt(problems, path("answers"))} />
        {exercise.answers.map((answer, at) => {
          const accepted = check?.answers[at]?.accepted;
          return (
            <div key={at} className="grid gap-1">
              <div className="flex items-center gap-2">
                {accepted === undefined ? (
                  <span className="w-5 shrink-0" />
                ) : (
                  <span className="w-5 shrink-0" role="img" aria-label={accepted ? EXERCISE_TEXT.accepted : EXERCISE_TEXT.refused}>
                    {accepted ? <Check size={18} className="text-success" aria-hidden /> : <X size={18} className="text-danger" aria-hidden />}
                  </span>
                )}
                <input
                  id={fieldId(path(`answers.${at}`))}
                  className="field"
                  lang={languageCode}
                  aria-label={EXERCISE_TEXT.answer(at + 1)}
                  aria-invalid={problemsAt(problems, path(`answers.${at}`)).length > 0}
                  value={answer}
                  onChange={(event) => setAnswer(at, event.target.value)}
                />
                <button type="button" className="btn-ghost shrink-0 px-2" aria-label={EXERCISE_TEXT.removeAnswer(at + 1)} onClick={() => set({ answers: exercise.answers.filter((_, place) => place !== at) })}>
                  <Trash2 size={16} aria-hidden />
                </button>
              </div>
              <FieldProblems problems={problemsAt(problems, path(`answers.${at}`))} />
            </div>
          );
        })}
        <button type="button" className="btn-secondary justify-self-start px-3 py-1.5 text-sm" onClick={() => set({ answers: [...exercise.answers, ""] })}>
          <Plus size={16} aria-hidden /> {EXERCISE_TEXT.addAnswer}
        </button>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <LessonField label={EXERCISE_TEXT.nudge} path={path("nudge")} value={exercise.nudge} onChange={(nudge) => set({ nudge })} problems={problems} multiline rows={3} />
        <LessonField label={EXERCISE_TEXT.hint} path={path("hint")} value={exercise.hint} onChange={(hint) => set({ hint })} problems={problems} multiline rows={3} />
        <LessonField label={EXERCISE_TEXT.examplePrompt} path={path("example.prompt")} value={exercise.example.prompt} onChange={(prompt) => set({ example: { ...exercise.example, prompt } })} problems={problems} />
        <LessonField label={EXERCISE_TEXT.exampleAnswer} path={path("example.answer")} value={exercise.example.answer} lang={languageCode} onChange={(answer) => set({ example: { ...exercise.example, answer } })} problems={problems} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={fieldId(path("structure"))} className="text-sm font-semibold">{EXERCISE_TEXT.structure}</label>
        <select id={fieldId(path("structure"))} className="field" value={exercise.structure} onChange={(event) => set({ structure: event.target.value })}>
          {!structures.includes(exercise.structure) && <option value={exercise.structure}>{exercise.structure || EXERCISE_TEXT.pickStructure}</option>}
          {structures.map((structure) => (
            <option key={structure} value={structure}>{structure}</option>
          ))}
        </select>
        <FieldProblems problems={problemsAt(problems, path("structure"))} />
      </div>
      <div className="grid gap-2 rounded-xl bg-raised p-3">
        <label htmlFor={fieldId(path("trial"))} className="text-sm font-semibold">{EXERCISE_TEXT.tryLabel}</label>
        <input id={fieldId(path("trial"))} className="field" lang={languageCode} value={trial} onChange={(event) => onTrial(event.target.value)} />
        {check?.trial && trial.trim() && (
          <div role="status" className="grid gap-1 text-sm" data-testid="tutor-trial">
            <span className={`font-semibold ${check.trial.verdict === "correct" ? "text-success" : check.trial.verdict === "unsure" ? "text-ink" : "text-danger"}`}>{EXERCISE_TEXT.verdict[check.trial.verdict]}</span>
            <p className="whitespace-pre-line text-ink">{check.trial.reply}</p>
          </div>
        )}
      </div>
    </section>
  );
}
