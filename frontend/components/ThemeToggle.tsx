import { Moon, Sun } from "lucide-react";
import { useTheme } from "../lib/theme";

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  // The icon follows the page's theme class, which public/page-init.js sets before the first paint,
  // so a page drawn from HTML shows the right one before the app has run.
  return (
    <button type="button" onClick={toggleTheme} className="btn-ghost h-10 w-10 p-0" aria-label={`Switch to ${next} mode`}>
      <Sun size={20} aria-hidden className="hidden dark:block" />
      <Moon size={20} aria-hidden className="dark:hidden" />
    </button>
  );
}
