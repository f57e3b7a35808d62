/** The language menu's button, drawn alone until the menu's code is wanted (OnDemandMenu). */
import { ChevronDown, Globe } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { useLocation } from "react-router";
import { languageFromPath, useLanguages } from "../lib/languages";
import { Flag } from "./Flag";

export function LanguageMenuButton(button: ComponentPropsWithRef<"button">) {
  const { data: languages } = useLanguages();
  const { pathname } = useLocation();
  const selected = languages?.find((language) => language.code === languageFromPath(pathname));
  return (
    <button type="button" {...button} className="btn-ghost h-10 gap-2 px-2 sm:px-3">
      {selected ? <Flag flagCode={selected.flagCode} languageCode={selected.code} className="h-4 w-6" /> : <Globe size={18} aria-hidden />}
      <span className="sr-only sm:not-sr-only">{selected?.name ?? "Languages"}</span>
      <span className="sr-only">, choose a language</span>
      <ChevronDown size={16} aria-hidden />
    </button>
  );
}
