/**
 * Fixed header: logo everywhere; the review link, the language menu and the account menu everywhere
 * but / and /auth (HeaderMenus, loaded with the screen); on / a "Log in" link for signed-out
 * visitors, so a returning learner need not go through Register.
 */
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { useHydrated } from "../lib/hydrated";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

const HeaderLearningMenus = lazy(() => import("./HeaderMenus").then((module) => ({ default: module.HeaderLearningMenus })));
const HeaderAccountMenu = lazy(() => import("./HeaderMenus").then((module) => ({ default: module.HeaderAccountMenu })));

export const HEADER_TEXT = { login: "Log in" };

export function Header() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const full = pathname !== "/" && pathname !== "/auth";
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
          {pathname === "/" && !user && (
            <Link to="/auth" className="btn-secondary px-4 py-2 text-sm">{HEADER_TEXT.login}</Link>
          )}
          {full && (menus ? <Suspense fallback={placeholder}><HeaderAccountMenu /></Suspense> : placeholder)}
        </div>
      </div>
    </header>
  );
}
