import { describe, expect, it } from "vitest";
import { PRICES } from "../../../contract/constants";
import { annualSavingPercent, formatPrice, monthlyEquivalent, PLANS } from "./plans";

describe("the plans", () => {
  it("show the one price table's prices as US dollars", () => {
    expect(PRICES).toMatchObject({ monthly: 9.99, annual: 89.99, currency: "USD" });
    expect(PLANS.map((plan) => `${plan.name} ${plan.price}${plan.period}`)).toEqual(["Monthly $9.99/month", "Annual $89.99/year"]);
  });

  it("put the annual price at $7.50 a month, saving 25%", () => {
    expect(monthlyEquivalent(89.99)).toBe(7.5);
    expect(formatPrice(monthlyEquivalent())).toBe("$7.50");
    expect(annualSavingPercent(9.99, 89.99)).toBe(25);
    expect(PLANS[1]!.note).toContain("$7.50/month");
    // 89.99 a year is nine months at 9.99: one line, and it says three months free, not one.
    expect(PLANS[1]!.badges).toEqual(["Save 25%: 12 months for the price of 9"]);
  });

  it("give the annual plan priority support and early access on top of the premium benefits", () => {
    const [monthly, annual] = PLANS;
    expect(monthly!.benefits).not.toContain("Priority support");
    expect(annual!.benefits).toEqual([...monthly!.benefits, "Priority support", "Early access to new languages"]);
  });
});
