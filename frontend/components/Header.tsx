/**
 * Fixed header: logo everywhere; the language menu and user menu everywhere but / and /auth; on /
 * a "Log in" link for signed-out visitors, so a returning learner need not go through Register.
 */
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { useAfterPageLoad } from "../lib/after-page-load";
import { Logo } from "./Logo";
import { ReviewLink } from "./ReviewLink";
import { ThemeToggle } from "./ThemeToggle";

// The menus bring Radix's menu and positioning code; the landing and sign-in pages never show them,
// so they load only where they appear, and only once the page has loaded: the screen's own content
// comes first (decision 015). A placeholder holds their place meanwhile.
const loadLanguageMenu = () => import("./LanguageMenu").then((module) => ({ default: module.LanguageMenu }));
const loadUserMenu = () => import("./UserMenu").then((module) => ({ default: module.UserMenu }));
const LanguageMenu = lazy(loadLanguageMenu);
const UserMenu = lazy(loadUserMenu);
const loadMenus = () => Promise.all([loadLanguageMenu(), loadUserMenu()]);

export const HEADER_TEXT = { login: "Log in" };

export function Header() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const full = pathname !== "/" && pathname !== "/auth";
  const menusReady = useAfterPageLoad(loadMenus, full);
  const placeholder = <span className="h-10 w-10" aria-hidden />;
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-ground/90 backdrop-blur">
      <div className="page flex h-full items-center justify-between gap-3">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {full && menusReady && <ReviewLink />}
          {full && (menusReady ? <Suspense fallback={placeholder}><LanguageMenu /></Suspense> : placeholder)}
          <ThemeToggle />
          {pathname === "/" && !user && (
            <Link to="/auth" className="btn-secondary px-4 py-2 text-sm">{HEADER_TEXT.login}</Link>
          )}
          {full && (menusReady ? <Suspense fallback={placeholder}><UserMenu /></Suspense> : placeholder)}
        </div>
      </div>
    </header>
  );
}
