/**
 * Onboarding (/welcome), where a first verification leads (decision 051): the language, a daily
 * goal, and "new to it" (on to the first lesson) or "I know some" (the placement, which starts the
 * learner at a later lesson with the earlier ones skipped, then home). Skippable at every step;
 * the goal is changed again in Settings, the language from the catalogue, the placement from here.
 */
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSWRConfig } from "swr";
import { DAILY_GOAL } from "../../contract/constants";
import { lessonPath } from "../../contract/lesson-ids";
import type { PlacementResult } from "../../contract/wire";
import { DAILY_GOAL_TEXT } from "../components/DailyGoal";
import { Flag } from "../components/Flag";
import { chooseDailyGoal, goalValue, parseGoalValue } from "../lib/daily-goal";
import { HOME_URL, useLanguages } from "../lib/languages";
import { revalidateProgress } from "../lib/progress";
import { useToast } from "../lib/toast";
import { useFormSubmission } from "../lib/use-form-submission";
import { PlacementStep } from "./welcome/PlacementStep";
import { ChoiceCards } from "./welcome/WelcomeChoices";
import { WELCOME_TEXT } from "./welcome/welcome-text";

type Step = "language" | "goal" | "level" | "placement" | "result";
const NUMBERED: Step[] = ["language", "goal", "level"];

const GOAL_CHOICES = DAILY_GOAL.kinds.flatMap((kind) =>
  DAILY_GOAL.choices[kind].map((amount) => ({ value: goalValue(kind, amount), label: DAILY_GOAL_TEXT.goal(kind, amount) })),
);

function PlacementOutcome({ result }: { result: PlacementResult }) {
  const right = result.results.filter((entry) => entry.right).length;
  return (
    <div className="grid gap-3">
      <h2 className="text-2xl font-bold">{WELCOME_TEXT.result.title(result.start.number, result.start.title)}</h2>
      <p className="text-muted">{WELCOME_TEXT.result.right(right, result.results.length)}</p>
      <p>{WELCOME_TEXT.result.skipped(result.skipped)}</p>
      {result.locked && <p className="rounded-xl bg-accent/10 p-3">{WELCOME_TEXT.result.locked}</p>}
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to={HOME_URL} className="btn-primary">{WELCOME_TEXT.result.home}</Link>
        {result.locked && <Link to="/subscribe" className="btn-secondary">{WELCOME_TEXT.result.plans}</Link>}
      </div>
    </div>
  );
}

export default function WelcomePage() {
  const { data: languages } = useLanguages();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const [step, setStep] = useState<Step>("language");
  const [code, setCode] = useState<string | null>(null);
  const [goal, setGoal] = useState(goalValue(DAILY_GOAL.default.kind, DAILY_GOAL.default.amount));
  const [level, setLevel] = useState<"new" | "some" | null>(null);
  const [result, setResult] = useState<PlacementResult | null>(null);
  const { pending, run } = useFormSubmission();
  const language = languages?.find((entry) => entry.code === code);
  const name = language?.name ?? "";

  const saveGoal = () => {
    const { kind, amount } = parseGoalValue(goal);
    return chooseDailyGoal(mutate, kind, amount);
  };
  const onLevel = () =>
    run(
      async () => {
        await saveGoal();
        if (level === "some") setStep("placement");
        else navigate(lessonPath(code!, 1));
      },
      () => toast.error(WELCOME_TEXT.failed, WELCOME_TEXT.failed),
    );
  const onPlaced = async (placed: PlacementResult) => {
    await revalidateProgress(mutate, placed.start.languageCode);
    setResult(placed);
    setStep("result");
  };

  const numbered = NUMBERED.indexOf(step);
  const back = numbered > 0 ? () => setStep(NUMBERED[numbered - 1]!) : null;

  let body;
  if (step === "language") {
    body = (
      <>
        <h2 className="text-xl font-bold">{WELCOME_TEXT.language.title}</h2>
        <div className="mt-4">
          {languages ? (
            <ChoiceCards
              name="language"
              legend={WELCOME_TEXT.language.title}
              columns="grid-cols-2 sm:grid-cols-3"
              value={code}
              onChange={setCode}
              choices={languages.map((entry) => ({ value: entry.code, label: <><Flag flagCode={entry.flagCode} languageCode={entry.code} />{entry.name}</> }))}
            />
          ) : (
            <div role="status" aria-label={WELCOME_TEXT.language.loading} className="skeleton h-40 rounded-2xl" />
          )}
        </div>
        <button type="button" className="btn-primary mt-6" disabled={!code} onClick={() => setStep("goal")}>
          {WELCOME_TEXT.next}
          <ArrowRight size={18} aria-hidden />
        </button>
      </>
    );
  } else if (step === "goal") {
    body = (
      <>
        <h2 className="text-xl font-bold">{WELCOME_TEXT.goal.title}</h2>
        <p className="mt-1 text-muted">{WELCOME_TEXT.goal.body}</p>
        <div className="mt-4">
          <ChoiceCards name="goal" legend={WELCOME_TEXT.goal.title} columns="grid-cols-2 sm:grid-cols-3" value={goal} onChange={setGoal} choices={GOAL_CHOICES} />
        </div>
        <button type="button" className="btn-primary mt-6" onClick={() => setStep("level")}>
          {WELCOME_TEXT.next}
          <ArrowRight size={18} aria-hidden />
        </button>
      </>
    );
  } else if (step === "level") {
    body = (
      <>
        <h2 className="text-xl font-bold">{WELCOME_TEXT.level.title(name)}</h2>
        <div className="mt-4">
          <ChoiceCards
            name="level"
            legend={WELCOME_TEXT.level.title(name)}
            value={level}
            onChange={(value) => setLevel(value === "some" ? "some" : "new")}
            choices={[
              { value: "new", label: WELCOME_TEXT.level.newTitle, detail: WELCOME_TEXT.level.newBody },
              { value: "some", label: WELCOME_TEXT.level.someTitle, detail: WELCOME_TEXT.level.someBody },
            ]}
          />
        </div>
        <button type="button" className="btn-primary mt-6" disabled={!level || pending} onClick={() => void onLevel()}>
          {pending ? WELCOME_TEXT.saving : level === "some" ? WELCOME_TEXT.level.placement : WELCOME_TEXT.level.start}
          <ArrowRight size={18} aria-hidden />
        </button>
      </>
    );
  } else if (step === "placement") {
    body = (
      <>
        <h2 className="mb-4 text-xl font-bold">{WELCOME_TEXT.placement.title(name)}</h2>
        <PlacementStep code={code!} languageName={name} onPlaced={onPlaced} />
      </>
    );
  } else if (result) {
    body = <PlacementOutcome result={result} />;
  }

  return (
    <div className="page max-w-3xl py-8 sm:py-12">
      <title>{WELCOME_TEXT.pageTitle}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{WELCOME_TEXT.heading}</h1>
        {step !== "result" && <Link to={HOME_URL} className="btn-ghost py-1.5 text-sm">{WELCOME_TEXT.skip}</Link>}
      </div>
      {numbered >= 0 && <p className="mt-2 text-sm font-semibold text-muted">{WELCOME_TEXT.step(numbered + 1, NUMBERED.length)}</p>}
      <section aria-label={WELCOME_TEXT.heading} className="card mt-4 p-5 sm:p-8">
        {back && (
          <button type="button" className="btn-ghost -ml-3 mb-3 py-1.5 text-sm" onClick={back}>
            <ArrowLeft size={16} aria-hidden />
            {WELCOME_TEXT.back}
          </button>
        )}
        {body}
      </section>
    </div>
  );
}
