/**
 * Fixed header: logo everywhere; the review link, the language menu and the user menu everywhere but
 * / and /auth; on / a "Log in" link for signed-out visitors, so a returning learner need not go
 * through Register, and elsewhere a "Login" button in the user menu's place.
 */
import { Link, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { useAfterPageLoad } from "../lib/after-page-load";
import { LanguageMenuButton } from "./LanguageMenuButton";
import { Logo } from "./Logo";
import { OnDemandMenu } from "./OnDemandMenu";
import { ReviewLink } from "./ReviewLink";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenuButton } from "./UserMenuButton";

// The menus bring Radix's menu and positioning code: fetched when the learner reaches for a menu,
// never on the way to the screen's own content (decision 015).
const loadLanguageMenu = () => import("./LanguageMenu").then((module) => module.LanguageMenu);
const loadUserMenu = () => import("./UserMenu").then((module) => module.UserMenu);
const nothingToLoad = () => Promise.resolve();

export const HEADER_TEXT = { login: "Log in", loginButton: "Login" };

export function Header() {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const full = pathname !== "/" && pathname !== "/auth";
  // The review count is a request of its own: asked once the screen has loaded.
  const reviewReady = useAfterPageLoad(nothingToLoad, full);
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-ground/90 backdrop-blur">
      <div className="page flex h-full items-center justify-between gap-3">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {full && reviewReady && <ReviewLink />}
          {full && <OnDemandMenu load={loadLanguageMenu} button={(wiring) => <LanguageMenuButton {...wiring} />} />}
          <ThemeToggle />
          {pathname === "/" && !user && (
            <Link to="/auth" className="btn-secondary px-4 py-2 text-sm">{HEADER_TEXT.login}</Link>
          )}
          {full && user && (
            // Keyed by the learner: another account signing in gets its own menu.
            <OnDemandMenu key={user.id} load={loadUserMenu} button={(wiring) => <UserMenuButton user={user} {...wiring} />} />
          )}
          {full && !user && !isLoading && (
            <Link to="/auth" className="btn-primary py-2">{HEADER_TEXT.loginButton}</Link>
          )}
        </div>
      </div>
    </header>
  );
}
