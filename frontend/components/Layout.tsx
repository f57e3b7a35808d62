/** The frame around every screen: fixed header, the screen, the footer (when it applies) and scroll helpers. */
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { useSendKeptReviewAnswers } from "../lib/review-outbox-sender";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { InstallPrompt } from "./InstallPrompt";
import { OfflineBanner } from "./OfflineBanner";
import { ScrollToTopButton } from "./ScrollToTopButton";
import { UpdatePrompt } from "./UpdatePrompt";

/** Spec: the footer shows only outside lessons and only to visitors who are not signed in. */
export function footerVisible(pathname: string, signedIn: boolean): boolean {
  return !pathname.includes("/lesson/") && !signedIn;
}

export function Layout() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  // Review answers made offline go out from whichever screen the learner is on when the connection is back.
  useSendKeptReviewAnswers();

  useEffect(() => {
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
    </div>
  );
}
