/**
 * Daily goal: sentences built or minutes practised a day, chosen from the goals offered
 * (DAILY_GOAL) and saved with PUT /api/goal together with the browser's time zone, whose midnight
 * begins the learner's day. Home's and the profile's "Change goal" lead here.
 */
import { Target } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { useSWRConfig } from "swr";
import { DAILY_GOAL, type DailyGoalKind } from "../../../contract/constants";
import { DAILY_GOAL_SECTION_ID, DAILY_GOAL_TEXT } from "../../components/DailyGoal";
import { chooseDailyGoal, goalValue, parseGoalValue, useDailyGoal } from "../../lib/daily-goal";
import { WELCOME_URL } from "../../lib/languages";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { SettingsSection } from "./SettingsSection";

export const DAILY_GOAL_SETTINGS_TEXT = {
  title: DAILY_GOAL_TEXT.title,
  description: "A little every day is how a language sticks. Count the sentences you build, or the minutes you practise.",
  label: "Your goal",
  kinds: { sentences: "Sentences", minutes: "Minutes" } satisfies Record<DailyGoalKind, string>,
  save: "Save goal",
  pending: "Saving...",
  savedTitle: "Daily goal saved",
  saved: (kind: DailyGoalKind, amount: number) => `Your goal is ${DAILY_GOAL_TEXT.goal(kind, amount)}.`,
  failedTitle: "Error",
  failed: "Your daily goal could not be saved. Please try again.",
  setUpAgain: "Set up again: language, goal and level",
};

export function DailyGoalSection() {
  const { data: goal } = useDailyGoal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const { hash } = useLocation();
  const { pending, run } = useFormSubmission();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? (goal ? goalValue(goal.kind, goal.amount) : goalValue(DAILY_GOAL.default.kind, DAILY_GOAL.default.amount));

  const known = Boolean(goal);
  useEffect(() => {
    if (known && hash === `#${DAILY_GOAL_SECTION_ID}`) document.getElementById(DAILY_GOAL_SECTION_ID)?.closest("section")?.scrollIntoView({ block: "start" });
  }, [known, hash]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { kind, amount } = parseGoalValue(value);
    await run(
      async () => {
        const saved = await chooseDailyGoal(mutate, kind, amount);
        setChosen(null);
        toast.success(DAILY_GOAL_SETTINGS_TEXT.savedTitle, DAILY_GOAL_SETTINGS_TEXT.saved(saved.kind, saved.amount));
      },
      (failure) => toast.error(DAILY_GOAL_SETTINGS_TEXT.failedTitle, serverMessage(failure, DAILY_GOAL_SETTINGS_TEXT.failed)),
    );
  };

  return (
    <SettingsSection id={DAILY_GOAL_SECTION_ID} icon={Target} title={DAILY_GOAL_SETTINGS_TEXT.title} description={DAILY_GOAL_SETTINGS_TEXT.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[16rem_auto] sm:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          {DAILY_GOAL_SETTINGS_TEXT.label}
          <select className="field" name="goal" value={value} onChange={(event) => setChosen(event.target.value)}>
            {DAILY_GOAL.kinds.map((kind) => (
              <optgroup key={kind} label={DAILY_GOAL_SETTINGS_TEXT.kinds[kind]}>
                {DAILY_GOAL.choices[kind].map((amount) => (
                  <option key={amount} value={goalValue(kind, amount)}>{DAILY_GOAL_TEXT.goal(kind, amount)}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start" disabled={pending}>
          {pending ? DAILY_GOAL_SETTINGS_TEXT.pending : DAILY_GOAL_SETTINGS_TEXT.save}
        </button>
      </form>
      <Link to={WELCOME_URL} className="btn-ghost -ml-3 mt-3 py-1.5 text-sm">{DAILY_GOAL_SETTINGS_TEXT.setUpAgain}</Link>
    </SettingsSection>
  );
}
