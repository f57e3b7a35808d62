/** Fixed header: logo everywhere; the language menu and user menu everywhere but / and /auth. */
import { useLocation } from "react-router";
import { LanguageMenu } from "./LanguageMenu";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

export function Header() {
  const { pathname } = useLocation();
  const full = pathname !== "/" && pathname !== "/auth";
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-line bg-ground/90 backdrop-blur">
      <div className="page flex h-full items-center justify-between gap-3">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {full && <LanguageMenu />}
          <ThemeToggle />
          {full && <UserMenu />}
        </div>
      </div>
    </header>
  );
}
