/**
 * Fixed header: logo everywhere; the review link, the language menu and the account menu (Login for
 * a visitor) everywhere but /auth, whose own tabs are the way in (HeaderMenus, loaded once the page
 * is drawn). The landing page has the same header as every other page, so a returning learner finds
 * Login where it always is.
 */
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../lib/hydrated";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

const HeaderLearningMenus = lazy(() => import("./HeaderMenus").then((module) => ({ default: module.HeaderLearningMenus })));
const HeaderAccountMenu = lazy(() => import("./HeaderMenus").then((module) => ({ default: module.HeaderAccountMenu })));

export function Header() {
  const { pathname } = useLocation();
  const full = pathname !== "/auth";
  // The build's drawn pages hold the menus' place with the placeholder; the menus follow at once.
  const menus = useHydrated();
  // Holds the menus' place while their few lines of code arrive.
  const placeholder = <span className="h-10 w-10" aria-hidden />;
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-ground/90 backdrop-blur">
      <div className="page flex h-full items-center justify-between gap-3">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {full && (menus ? <Suspense fallback={placeholder}><HeaderLearningMenus /></Suspense> : placeholder)}
          <ThemeToggle />
          {full && (menus ? <Suspense fallback={placeholder}><HeaderAccountMenu /></Suspense> : placeholder)}
        </div>
      </div>
    </header>
  );
}
