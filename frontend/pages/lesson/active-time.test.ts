import { describe, expect, it } from "vitest";
import { ACTIVE_TIME } from "../../../contract/constants";
import { activeTimeMeter } from "./active-time";

const MINUTE = 60_000;

describe("a learner's active time on a lesson", () => {
  it("counts whole minutes while the page is visible, each one once", () => {
    const meter = activeTimeMeter(0, true);
    expect(meter.takeMinutes(59_999)).toBe(0);
    meter.noteActivity(59_999);
    expect(meter.takeMinutes(MINUTE)).toBe(1);
    expect(meter.takeMinutes(MINUTE + 30_000)).toBe(0);
    meter.noteActivity(2 * MINUTE);
    expect(meter.takeMinutes(2 * MINUTE + 30_000)).toBe(1);
  });

  it("adds nothing while the page is hidden, and carries the part-minute over", () => {
    const meter = activeTimeMeter(0, true);
    meter.setVisible(false, 40_000);
    expect(meter.takeMinutes(10 * MINUTE)).toBe(0);
    meter.setVisible(true, 10 * MINUTE);
    expect(meter.takeMinutes(10 * MINUTE + 19_999)).toBe(0);
    expect(meter.takeMinutes(10 * MINUTE + 20_000)).toBe(1);
  });

  it("stops counting once the learner has done nothing for a while, and starts again with the next action", () => {
    const meter = activeTimeMeter(0, true);
    expect(meter.takeMinutes(60 * MINUTE)).toBe(ACTIVE_TIME.idleAfterMs / MINUTE);
    meter.noteActivity(60 * MINUTE);
    expect(meter.takeMinutes(61 * MINUTE)).toBe(1);
  });

  it("never counts more minutes than the clock moved", () => {
    const meter = activeTimeMeter(0, true);
    for (let second = 1; second <= 180; second++) meter.noteActivity(second * 1000);
    let minutes = 0;
    for (let check = 0; check <= 12; check++) minutes += meter.takeMinutes(check * 15_000);
    expect(minutes).toBe(3);
  });

  it("hands out at most the asked-for number of minutes at once, keeping the rest", () => {
    const meter = activeTimeMeter(0, true, 60 * MINUTE);
    expect(meter.takeMinutes(12 * MINUTE, 5)).toBe(5);
    expect(meter.takeMinutes(12 * MINUTE, 5)).toBe(5);
    expect(meter.takeMinutes(12 * MINUTE, 5)).toBe(2);
  });
});
