/**
 * Theme: dark (default) or light, saved in local storage under `theme`. Switching also updates the
 * browser theme colour, the manifest link and the status-bar style (public/page-init.js applies
 * the same before the first paint).
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { THEME_COLORS, THEME_STORAGE_KEY } from "../../contract/constants";

export type Theme = "dark" | "light";

export function readSavedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[theme]);
  document.querySelector('link[rel="manifest"]')?.setAttribute("href", `/manifest-${theme}.webmanifest`);
  document
    .querySelector('meta[name="apple-mobile-web-app-status-bar-style"]')
    ?.setAttribute("content", theme === "dark" ? "black-translucent" : "default");
}

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const listeners = new Set<() => void>();
/** A choice that could not be saved (private mode): it lasts for this visit only. */
let unsavedChoice: Theme | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTheme = (): Theme => unsavedChoice ?? readSavedTheme();
// Pages rendered before the visit know no saved choice; public/page-init.js has already coloured
// the page, and hydration takes the visitor's own choice right after.
const renderedTheme = (): Theme => "dark";

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, renderedTheme);
  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
      unsavedChoice = undefined;
    } catch {
      unsavedChoice = next;
    }
    for (const listener of listeners) listener();
  }, []);
  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") }),
    [theme, setTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error("useTheme must be used within a ThemeProvider");
  return state;
}
