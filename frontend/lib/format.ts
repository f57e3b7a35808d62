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
