/**
 * The two plans of the subscription page (docs/product/accounts.md). Every amount is computed from the one price
 * table, PRICES in contract/constants.ts (docs/product/accounts.md), so a price changes in one place.
 */
import { PRICES } from "../../../contract/constants";

export type PlanId = "monthly" | "annual";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: PRICES.currency });

/** "$9.99" for 9.99 USD. */
export function formatPrice(amount: number): string {
  return money.format(amount);
}

/** The annual price spread over 12 months, rounded to cents: 89.99 → 7.50. */
export function monthlyEquivalent(annual: number = PRICES.annual): number {
  return Math.round((annual / 12) * 100) / 100;
}

/** How much the annual plan saves over twelve monthly payments, in whole percent: 25. */
export function annualSavingPercent(monthly: number = PRICES.monthly, annual: number = PRICES.annual): number {
  return Math.round((1 - annual / (monthly * 12)) * 100);
}

/** How many monthly payments the annual price buys, rounded: 89.99 against 9.99 → 9. */
export function annualPriceInMonths(monthly: number = PRICES.monthly, annual: number = PRICES.annual): number {
  return Math.round(annual / monthly);
}

/** The annual plan's one saving line, from the price table: "Save 25%: 12 months for the price of 9". */
export function annualSavingLine(): string {
  return `Save ${annualSavingPercent()}%: 12 months for the price of ${annualPriceInMonths()}`;
}

export const PREMIUM_BENEFITS = [
  "Every lesson in all languages",
  "AI feedback on your speaking",
  "An AI tutor in every lesson",
  "Offline downloads",
] as const;

export const ANNUAL_EXTRAS = ["Priority support", "Early access to new languages"] as const;

export interface Plan {
  id: PlanId;
  name: string;
  /** "$9.99" */
  price: string;
  /** "/month" */
  period: string;
  /** A line under the price, e.g. "$7.50/month, billed yearly". */
  note: string;
  badges: string[];
  benefits: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: "monthly",
    name: "Monthly",
    price: formatPrice(PRICES.monthly),
    period: "/month",
    note: "Billed every month",
    badges: [],
    benefits: PREMIUM_BENEFITS,
  },
  {
    id: "annual",
    name: "Annual",
    price: formatPrice(PRICES.annual),
    period: "/year",
    note: `${formatPrice(monthlyEquivalent())}/month, billed yearly`,
    badges: [annualSavingLine()],
    benefits: [...PREMIUM_BENEFITS, ...ANNUAL_EXTRAS],
  },
];
