/**
 * /subscribe (public): the monthly and annual plans (docs/product/accounts.md). Checkout is simulated
 * (docs/product/accounts.md): subscribing shows 'Processing...' for SUBSCRIBE_PROCESSING_MS, then a
 * 'Coming Soon' notice. No payment is taken and nothing is sent to the server, so the page promises
 * no refund and no cancelling. A learner with paid access sees their plan instead (CurrentPlan).
 */
import { ArrowLeft, ShieldCheck, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SUBSCRIBE_PROCESSING_MS } from "../../contract/constants";
import { pageTitle } from "../../contract/page-titles";
import { hasPaidAccess } from "../lib/access";
import { useAuth } from "../lib/auth";
import { CurrentPlan } from "./subscribe/CurrentPlan";
import { PlanCard } from "./subscribe/PlanCard";
import { PLANS, type PlanId } from "./subscribe/plans";

export const SUBSCRIBE_TEXT = {
  pageTitle: pageTitle("Parlo Premium"),
  title: "Choose Your Plan",
  intro: "Go Premium for every lesson in every language, with your AI tutor at your side.",
  subscribe: "Subscribe",
  processing: "Processing...",
  soonTitle: "Coming Soon",
  soonBody: "Premium plans are almost ready. We'll let you know as soon as you can subscribe. Until then, keep learning with the free plan.",
  freeStaysFree: "Your free lessons stay free, whatever you choose.",
  free: "Continue with Free Plan",
};

type Checkout = "idle" | "processing" | "soon";

export default function SubscribePage() {
  const { user } = useAuth();
  const [planId, setPlanId] = useState<PlanId>("monthly");
  const [checkout, setCheckout] = useState<Checkout>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const plan = PLANS.find((candidate) => candidate.id === planId)!;

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (id: PlanId) => {
    if (checkout === "processing") return;
    setPlanId(id);
    setCheckout("idle");
  };

  const subscribe = () => {
    setCheckout("processing");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCheckout("soon"), SUBSCRIBE_PROCESSING_MS);
  };

  if (user && hasPaidAccess(user)) {
    return (
      <div className="page max-w-4xl py-8 sm:py-14">
        <title>{SUBSCRIBE_TEXT.pageTitle}</title>
        <CurrentPlan user={user} />
      </div>
    );
  }

  return (
    <div className="page max-w-4xl py-8 sm:py-14">
      <title>{SUBSCRIBE_TEXT.pageTitle}</title>
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{SUBSCRIBE_TEXT.title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{SUBSCRIBE_TEXT.intro}</p>
      </header>

      <div className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6">
        {PLANS.map((candidate) => (
          <PlanCard key={candidate.id} plan={candidate} selected={candidate.id === planId} onSelect={() => choose(candidate.id)} />
        ))}
      </div>

      <div className="mx-auto mt-8 flex max-w-md flex-col items-center text-center">
        {checkout === "soon" && (
          <div role="status" className="card mb-5 w-full border-accent/50 p-5">
            <Sparkles size={28} aria-hidden className="mx-auto text-accent" />
            <h2 className="mt-2 text-xl font-bold">{SUBSCRIBE_TEXT.soonTitle}</h2>
            <p className="mt-1 text-sm text-muted">{SUBSCRIBE_TEXT.soonBody}</p>
          </div>
        )}
        <button
          type="button"
          className="btn-primary w-full py-3 text-lg"
          onClick={subscribe}
          disabled={checkout === "processing"}
          aria-busy={checkout === "processing"}
        >
          {checkout === "processing" ? SUBSCRIBE_TEXT.processing : `${SUBSCRIBE_TEXT.subscribe} · ${plan.price}${plan.period}`}
        </button>
        <p className="mt-4 flex items-center gap-1.5 text-sm text-muted">
          <ShieldCheck size={16} aria-hidden className="shrink-0 text-success" />
          {SUBSCRIBE_TEXT.freeStaysFree}
        </p>
        <Link to="/" className="btn-ghost mt-6">
          <ArrowLeft size={16} aria-hidden />
          {SUBSCRIBE_TEXT.free}
        </Link>
      </div>
    </div>
  );
}
