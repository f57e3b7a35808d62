/** The scratch pad: what the learner knows, where they struggle, what to work on next. */
import * as v from "valibot";
import type { ScratchPad } from "../../contract/wire";

export const MAX_VOCABULARY = 80;
export const MAX_ENTRIES = 20;

export function emptyScratchPad(): ScratchPad {
  return { knownVocabulary: [], knownStructures: [], struggles: [], nextFocus: null };
}

const entries = (max: number) => v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))), v.maxLength(max));

/** What a model's scratch-pad update must look like to be kept (a bad one keeps the old pad). */
export const ScratchPadSchema = v.object({
  knownVocabulary: entries(MAX_VOCABULARY),
  knownStructures: entries(MAX_ENTRIES),
  struggles: entries(MAX_ENTRIES),
  nextFocus: v.nullable(v.pipe(v.string(), v.maxLength(200))),
});

/** Adds without duplicates, newest last, keeping at most `max`. */
export function remember(list: readonly string[], additions: readonly string[], max = MAX_ENTRIES): string[] {
  const merged = [...list.filter((item) => !additions.includes(item)), ...additions];
  return [...new Set(merged)].slice(-max);
}

export function forget(list: readonly string[], item: string): string[] {
  return list.filter((entry) => entry !== item);
}
