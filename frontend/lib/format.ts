/** Number and text formats the spec fixes. */

/** Speakers in millions from the spec's built-in table; other languages use their `speakers` field. */
const SPEAKERS_MILLIONS: Record<string, number> = {
  de: 130,
  fr: 267,
  es: 543,
  hi: 602,
  zh: 1117,
  ja: 122,
};

export function speakersInMillions(code: string, speakers: number | null | undefined): number {
  return SPEAKERS_MILLIONS[code] ?? speakers ?? 0;
}

/** "130M speakers", or "1.1B speakers" once above 999 million. */
export function formatSpeakers(millions: number): string {
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
