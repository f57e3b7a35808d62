/**
 * The header's language dropdown: "All Languages" and each language with its flag. Choosing one
 * opens its first lesson, or /language/{code} when it has none or the lessons cannot be fetched.
 * On a language's screens it also leads to that language's course map. Loaded when first reached
 * for (OnDemandMenu).
 */
import { DropdownMenu } from "radix-ui";
import { Globe, Map as MapIcon } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { courseMapPath, fetchLessons, languageFromPath, lessonRouteOf, useLanguages } from "../lib/languages";
import { Flag } from "./Flag";
import { LanguageMenuButton } from "./LanguageMenuButton";
import type { OnDemandMenuProps } from "./OnDemandMenu";

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-raised";

export function LanguageMenu({ defaultOpen }: OnDemandMenuProps) {
  const { data: languages } = useLanguages();
  const navigate = useNavigate();
  const hereCode = languageFromPath(useLocation().pathname);
  const here = languages?.find((language) => language.code === hereCode);

  const choose = async (code: string) => {
    try {
      const lessons = await fetchLessons(code);
      const first = lessons[0] && lessonRouteOf(lessons[0].lessonId);
      navigate(first ?? `/language/${code}`);
    } catch {
      navigate(`/language/${code}`);
    }
  };

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <LanguageMenuButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-line bg-surface p-1.5 text-ink shadow-xl">
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/languages")}>
            <Globe size={16} aria-hidden /> All Languages
          </DropdownMenu.Item>
          {here && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(courseMapPath(here.code))}>
              <MapIcon size={16} aria-hidden /> {here.name} course map
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {languages?.map((language) => (
            <DropdownMenu.Item key={language.code} className={itemClass} onSelect={() => void choose(language.code)}>
              <Flag flagCode={language.flagCode} languageCode={language.code} className="h-4 w-6" /> {language.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
