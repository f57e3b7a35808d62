/** The daily goal from the app's side: today against it (one swr key everywhere it shows), and choosing one. */
import useSWR, { type ScopedMutator } from "swr";
import type { DailyGoalKind } from "../../contract/constants";
import { goalUrl } from "../../contract/read-urls";
import type { DailyGoalToday } from "../../contract/wire";
import { apiUrl, send } from "./api";
import { browserTimeZone } from "./time-zone";

/** A goal as one form value ("sentences:10"), for the choices of Settings and onboarding, and back. */
export const goalValue = (kind: DailyGoalKind, amount: number) => `${kind}:${amount}`;

export function parseGoalValue(value: string): { kind: DailyGoalKind; amount: number } {
  const [kind, amount] = value.split(":");
  return { kind: kind === "minutes" ? "minutes" : "sentences", amount: Number(amount) };
}

export const dailyGoalUrl = (timeZone = browserTimeZone()) => goalUrl(timeZone);

export function useDailyGoal() {
  return useSWR<DailyGoalToday>(dailyGoalUrl());
}

/** Saves the goal with the browser's zone (the learner's days begin at its midnight) and shows the answer at once. */
export async function chooseDailyGoal(mutate: ScopedMutator, kind: DailyGoalKind, amount: number): Promise<DailyGoalToday> {
  const today = await send("PUT", apiUrl("/api/goal"), { kind, amount, timeZone: browserTimeZone() });
  await mutate(dailyGoalUrl(), today, { revalidate: false });
  return today;
}
