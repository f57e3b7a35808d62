/**
 * What a learner with paid access sees on the subscription page instead of the checkout: their plan,
 * until when it opens every lesson (or that it has no end), and the way back to learning. Plans are
 * set by the Parlo team (checkout is simulated), so nothing here renews, charges or can be cancelled.
 */
import { ArrowRight, Crown } from "lucide-react";
import { Link } from "react-router";
import { TIER_LABELS } from "../../../contract/constants";
import type { User } from "../../../contract/wire";
import { accessSummary } from "../settings/SubscriptionSection";

export const CURRENT_PLAN_TEXT = {
  title: "Your Plan",
  intro: (plan: string) => `You're on ${plan}: every lesson in every language is open to you.`,
  plan: "Current plan",
  noCharge: "Nothing renews or is charged automatically.",
  settings: "Plan details in Settings",
  learn: "Back to your lessons",
};

export function CurrentPlan({ user }: { user: User }) {
  const plan = TIER_LABELS[user.subscriptionTier] ?? TIER_LABELS.free;
  const access = accessSummary(user);
  return (
    <>
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{CURRENT_PLAN_TEXT.title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{CURRENT_PLAN_TEXT.intro(plan)}</p>
      </header>
      <section aria-labelledby="current-plan" className="card mx-auto mt-8 max-w-md p-6 text-center sm:mt-10">
        <Crown size={32} aria-hidden className="mx-auto text-accent" />
        <h2 id="current-plan" className="mt-2 text-sm text-muted">{CURRENT_PLAN_TEXT.plan}</h2>
        <p className="text-2xl font-extrabold">{plan}</p>
        <dl className="mt-4">
          <dt className="text-sm text-muted">{access.term}</dt>
          <dd className="mt-1 text-lg font-semibold">{access.value}</dd>
        </dl>
        <p className="mt-4 text-sm text-muted">{CURRENT_PLAN_TEXT.noCharge}</p>
      </section>
      <div className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 whitespace-nowrap sm:flex-row sm:justify-center">
        <Link to="/languages" className="btn-primary w-full sm:w-auto">
          {CURRENT_PLAN_TEXT.learn} <ArrowRight size={16} aria-hidden />
        </Link>
        <Link to="/settings#settings-subscription" className="btn-ghost w-full sm:w-auto">{CURRENT_PLAN_TEXT.settings}</Link>
      </div>
    </>
  );
}
