/**
 * A country flag from /flags/{flagCode}.svg (served from the flag-icons package). Given the language,
 * a flag its language shares with another (India's, for Hindi and Kannada) carries a second mark: the
 * language's letter in its own script (`flagMark`, from the language registry; decision 048). The flag and its mark are decoration
 * beside the language's name, so both are hidden from screen readers. Its styles (flag.css) are part of
 * the app's stylesheet.
 */
import { flagMark } from "../../contract/languages";

export function Flag({ flagCode, languageCode, className = "h-6 w-8" }: { flagCode: string; languageCode: string; className?: string }) {
  const mark = flagMark(languageCode);
  const image = (sized: string) => (
    <img src={`/flags/${flagCode}.svg`} alt="" width={32} height={24} loading="lazy" className={`object-cover shadow-sm ring-1 ring-black/10 ${sized}`} />
  );
  if (!mark) return image(`rounded-sm ${className}`);
  return (
    <span className={`flag rounded-sm ${className}`} data-flag-mark={mark}>
      {image("")}
      <span aria-hidden="true" lang={languageCode} className="flag-mark">
        {mark}
      </span>
    </span>
  );
}
