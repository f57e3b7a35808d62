/** The frame around every screen: fixed header, the screen, the footer (when it applies) and scroll helpers. */
import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { useHydrated } from "../lib/hydrated";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { InstallPrompt } from "./InstallPrompt";
import { OfflineBanner } from "./OfflineBanner";
import { ScrollToTopButton } from "./ScrollToTopButton";
import { UpdatePrompt } from "./UpdatePrompt";

// Review answers made offline go out from whichever screen the learner is on when the connection is
// back: only a verified learner can have any, so only they fetch the code that sends them.
const KeptReviewAnswersSender = lazy(() => import("../lib/review-outbox-sender").then((module) => ({ default: module.KeptReviewAnswersSender })));

/** Spec: the footer shows only outside lessons and only to visitors who are not signed in. */
export function footerVisible(pathname: string, signedIn: boolean): boolean {
  return !pathname.includes("/lesson/") && !signedIn;
}

/**
 * Work a verified learner's page does in the background. Nothing to draw: it joins once the page is
 * the app's, never in the tree a drawn page hydrates. A component of its own, because joining
 * re-renders what asks `useHydrated` at once and in one piece: this, not the whole frame.
 */
function LearnerBackgroundWork() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  return hydrated && user?.emailVerified ? <Suspense fallback={null}><KeptReviewAnswersSender /></Suspense> : null;
}

export function Layout() {
  const { pathname } = useLocation();
  const { user } = useAuth();

  // A new screen starts at its top. Not the first one: the browser has placed it already, and
  // scrolling while the page is still being laid out forces that layout into the app's first task.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:(not-sr-only fixed left-2 top-2 z-[60] rounded-lg bg-accent px-3 py-2 text-accent-ink)">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      <main id="main" className="flex-1 pt-16">
        <Outlet />
      </main>
      {footerVisible(pathname, Boolean(user)) && <Footer />}
      <ScrollToTopButton />
      <InstallPrompt />
      <UpdatePrompt />
      <LearnerBackgroundWork />
    </div>
  );
}
