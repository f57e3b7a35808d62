/** Fixed header: logo everywhere; the language menu and user menu everywhere but / and /auth. */
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
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

export function Header() {
  const { pathname } = useLocation();
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
          {full && (menusReady ? <Suspense fallback={placeholder}><UserMenu /></Suspense> : placeholder)}
        </div>
      </div>
    </header>
  );
}
