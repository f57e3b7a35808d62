/** Test helper for the rate limits, which count in fixed windows. */
import { onTestFinished, vi } from "vitest";

/**
 * Stands the clock (Date only; the Worker runs in the test's isolate and sees it too) still in the
 * middle of every window until the test ends, so a test of a limit cannot straddle two windows.
 */
export function standClockStillMidWindow(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T10:07:30Z"));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
