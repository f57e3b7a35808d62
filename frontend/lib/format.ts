/** Number and text formats the spec fixes. */

/**
 * "130M speakers", or "1.1B speakers" once above 999 million; a language without a count has 0. The
 * counts are the language's `speakers` field, from content/languages.json only (the spec's table is there).
 */
export function formatSpeakers(speakers: number | null | undefined): string {
  const millions = speakers ?? 0;
  if (millions > 999) return `${(millions / 1000).toFixed(1)}B speakers`;
  return `${Math.round(millions)}M speakers`;
}

/** docs/product/lessons.md: "45 min" under an hour, otherwise hours and minutes ("1 h 5 min", or "2 h" on the hour). */
export function formatTimeSpent(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "1 sentence", "3 sentences": a count with its noun, singular for one. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
