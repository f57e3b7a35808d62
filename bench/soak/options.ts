/**
 * The soak's options, from the environment (`npm run bench:soak`; the README lists them).
 */

/** The soak is bounded: issue 29 asks for at most 10 minutes. */
export const MAX_MINUTES = 10;

export interface SoakOptions {
  minutes: number;
  sampleSeconds: number;
  learners: number;
  /** SOAK_FLAT_FROM_MINUTE: the minute the Worker's warm-up ends, instead of the learners' first round of lessons (null). */
  flatFromMinute: number | null;
  /** The verdict's tolerance: the Worker's heap is flat when it grew at most this percent after the warm-up (SOAK_FLAT_PERCENT). */
  flatPercent: number;
  /** Whether the learners take tutor turns (SOAK_TUTOR=0: none), and sign up new accounts (SOAK_SIGNUPS=0: none). */
  tutor: boolean;
  signUps: boolean;
  /** Seconds to keep sampling after the traffic stops, with the server idle (SOAK_IDLE_SECONDS). */
  idleSeconds: number;
  /** The port of the inspector miniflare opens for the app's isolate (SOAK_INSPECTOR_PORT): the Worker's heap is read there. */
  inspectorPort: number;
}

export function soakOptions(environment: NodeJS.ProcessEnv = process.env): SoakOptions {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = environment[name];
    const value = raw === undefined || raw === "" ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
    return value;
  };
  const minutes = number("SOAK_MINUTES", 5, 0.5, MAX_MINUTES);
  const flatFrom = environment.SOAK_FLAT_FROM_MINUTE ?? "";
  return {
    minutes,
    sampleSeconds: number("SOAK_SAMPLE_SECONDS", 5, 1, 60),
    learners: Math.round(number("SOAK_LEARNERS", 4, 1, 32)),
    flatFromMinute: flatFrom === "" ? null : number("SOAK_FLAT_FROM_MINUTE", 0, 0, minutes),
    flatPercent: number("SOAK_FLAT_PERCENT", 10, 0, 1000),
    tutor: environment.SOAK_TUTOR !== "0",
    signUps: environment.SOAK_SIGNUPS !== "0",
    idleSeconds: number("SOAK_IDLE_SECONDS", 0, 0, 600),
    inspectorPort: Math.round(number("SOAK_INSPECTOR_PORT", 9329, 1024, 65535)),
  };
}
