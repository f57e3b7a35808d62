/**
 * The header's right-hand cluster on every screen but /auth: the review link, the language menu and
 * the account menu (or Login for a visitor). A chunk of its own, fetched once the page is drawn, so
 * no screen's first paint waits for it.
 */
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAfterPageLoad } from "../lib/after-page-load";
import { useAuth } from "../lib/auth";
import { LanguageMenuButton } from "./LanguageMenuButton";
import { OnDemandMenu } from "./OnDemandMenu";
import { UserMenuButton } from "./UserMenuButton";

// The menus bring Radix's menu and positioning code: fetched when the learner reaches for a menu,
// never on the way to the screen's own content (decision 015).
const loadLanguageMenu = () => import("./LanguageMenu").then((module) => module.LanguageMenu);
const loadUserMenu = () => import("./UserMenu").then((module) => module.UserMenu);
// The review link is a verified learner's only: nobody else fetches its code.
const loadReviewLink = () => import("./ReviewLink");
const ReviewLink = lazy(() => loadReviewLink().then((module) => ({ default: module.ReviewLink })));

export const HEADER_MENUS_TEXT = { login: "Login" };

/** Before the theme toggle: the review link and the language menu. */
export function HeaderLearningMenus() {
  const { user } = useAuth();
  // The review count is a request of its own: asked once the screen has loaded.
  const reviewReady = useAfterPageLoad(loadReviewLink, Boolean(user?.emailVerified));
  return (
    <>
      {reviewReady && user?.emailVerified && <Suspense fallback={null}><ReviewLink /></Suspense>}
      <OnDemandMenu load={loadLanguageMenu} renderButton={(wiring) => <LanguageMenuButton {...wiring} />} />
    </>
  );
}

/** After the theme toggle: the learner's account menu, or Login for a visitor. */
export function HeaderAccountMenu() {
  const { user, isLoading } = useAuth();
  if (user) {
    // Keyed by the learner: another account signing in gets its own menu.
    return <OnDemandMenu key={user.id} load={loadUserMenu} renderButton={(wiring) => <UserMenuButton user={user} {...wiring} />} />;
  }
  if (isLoading) return null;
  return <Link to="/auth" className="btn-primary py-2">{HEADER_MENUS_TEXT.login}</Link>;
}
