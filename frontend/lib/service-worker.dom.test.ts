import { beforeEach, describe, expect, it } from "vitest";
import { mayPromptUpdate, UPDATE_PROMPT_INTERVAL_MS, verificationUnderWay } from "./service-worker";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/languages");
});

describe("service worker rules", () => {
  it("offer an update at most once per 5 minutes", () => {
    const start = 1_000_000_000;
    expect(mayPromptUpdate(start)).toBe(true);
    expect(mayPromptUpdate(start + 60_000)).toBe(false);
    expect(mayPromptUpdate(start + UPDATE_PROMPT_INTERVAL_MS - 1)).toBe(false);
    expect(mayPromptUpdate(start + UPDATE_PROMPT_INTERVAL_MS)).toBe(true);
  });

  it("never offer an update, nor keep a worker, on the verify page", () => {
    window.history.replaceState(null, "", "/verify-email?token=abc");
    expect(verificationUnderWay()).toBe(true);
    expect(mayPromptUpdate(Date.now())).toBe(false);
    expect(verificationUnderWay("/languages")).toBe(false);
  });
});
