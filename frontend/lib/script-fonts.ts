/**
 * The font of a lesson language's script, loaded only on that language's lessons (never on the
 * landing page): Noto Sans Devanagari, Kannada, JP and SC from the app's own files, each split into
 * unicode-range subsets (the browser fetches only the pieces the page's characters need) with
 * `font-display: swap`, so the text shows at once in a fallback and changes font when it arrives.
 * A device need not have the script's font installed.
 */
import type { ScriptLanguageCode } from "../../contract/languages";

/** Every registered language with a script of its own has its font (a new one does not typecheck without). */
const FONT_FILES: Readonly<Record<ScriptLanguageCode, () => Promise<unknown>>> = {
  hi: () => Promise.all([import("@fontsource/noto-sans-devanagari/400.css"), import("@fontsource/noto-sans-devanagari/700.css")]),
  kn: () => Promise.all([import("@fontsource/noto-sans-kannada/400.css"), import("@fontsource/noto-sans-kannada/700.css")]),
  ja: () => Promise.all([import("@fontsource/noto-sans-jp/400.css"), import("@fontsource/noto-sans-jp/700.css")]),
  zh: () => Promise.all([import("@fontsource/noto-sans-sc/400.css"), import("@fontsource/noto-sans-sc/700.css")]),
};

// None in a server render (the Worker drawing home, decision 052), so the build leaves the fonts out of the Worker.
const SCRIPT_FONTS: Readonly<Record<string, () => Promise<unknown>>> = import.meta.env.SSR ? {} : FONT_FILES;

export function loadScriptFont(languageCode: string): void {
  SCRIPT_FONTS[languageCode]?.().catch((error: unknown) => console.error("The script's font did not load", error));
}
