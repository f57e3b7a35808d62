/**
 * Fixed header: logo everywhere; the review link, the language menu and the account menu (Login for
 * a visitor) everywhere but /auth, whose own tabs are the way in (HeaderMenus, loaded once the page
 * is drawn). The landing page has the same header as every other page, so a returning learner finds
 * Login where it always is.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../lib/hydrated";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

const HeaderLearningMenus = lazy(() => import("./HeaderMenus").then((module) => ({ default: module.HeaderLearningMenus })));
const HeaderAccountMenu = lazy(() => import("./HeaderMenus").then((module) => ({ default: module.HeaderAccountMenu })));

/** Holds a menu's place while its few lines of code arrive. */
const PLACEHOLDER = <span className="h-10 w-10" aria-hidden />;

/**
 * A menu of the header. The build's drawn pages hold its place with the placeholder; the menu
 * follows at once. Its own component, so that taking over re-renders the menu's slot alone (a
 * `useHydrated` change re-renders in one piece), not the header.
 */
function MenuSlot({ menu: Menu }: { menu: ComponentType }) {
  return useHydrated() ? <Suspense fallback={PLACEHOLDER}><Menu /></Suspense> : PLACEHOLDER;
}

export function Header() {
  const { pathname } = useLocation();
  const full = pathname !== "/auth";
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-ground/90 backdrop-blur">
      <div className="page flex h-full items-center justify-between gap-3">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {full && <MenuSlot menu={HeaderLearningMenus} />}
          <ThemeToggle />
          {full && <MenuSlot menu={HeaderAccountMenu} />}
        </div>
      </div>
    </header>
  );
}
