/**
 * Parlo's mascot: a round orange parrot. Drawn inline so it needs no request, scales crisply, and
 * can sit inside another SVG (the profile's ring chart places it with x, y, width and height).
 * Decorative unless given a title.
 */
import { useId, type SVGProps } from "react";

interface MascotProps extends Omit<SVGProps<SVGSVGElement>, "viewBox" | "children"> {
  /** A spoken name for the picture; without one it is hidden from assistive technology. */
  title?: string;
}

export function Mascot({ title, ...props }: MascotProps) {
  const id = useId();
  const bodyId = `${id}-body`;
  return (
    <svg
      viewBox="0 0 120 120"
      xmlns="http://www.w3.org/2000/svg"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...props}
    >
      {title && <title>{title}</title>}
      <defs>
        <radialGradient id={bodyId} cx="40%" cy="32%" r="75%">
          <stop offset="0%" stopColor="#fdba74" />
          <stop offset="60%" stopColor="#fb923c" />
          <stop offset="100%" stopColor="#ea580c" />
        </radialGradient>
      </defs>
      {/* crest */}
      <path d="M57 26 C50 12 52 4 60 2 C62 12 62 19 61 26 Z" fill="#f97316" />
      <path d="M61 27 C62 13 68 7 76 8 C73 17 69 23 64 29 Z" fill="#facc15" />
      <path d="M55 28 C46 18 40 16 35 19 C41 24 46 28 52 31 Z" fill="#fdba74" />
      {/* feet */}
      <path d="M46 104 l-4 8 M46 104 l0 9 M46 104 l4 8" stroke="#b45309" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M74 104 l-4 8 M74 104 l0 9 M74 104 l4 8" stroke="#b45309" strokeWidth="3.5" strokeLinecap="round" />
      {/* wings */}
      <ellipse cx="19" cy="72" rx="11" ry="19" transform="rotate(18 19 72)" fill="#ea580c" />
      <ellipse cx="101" cy="72" rx="11" ry="19" transform="rotate(-18 101 72)" fill="#ea580c" />
      {/* body and belly */}
      <circle cx="60" cy="66" r="42" fill={`url(#${bodyId})`} />
      <ellipse cx="60" cy="84" rx="26" ry="20" fill="#ffedd5" />
      <path d="M50 82 q4 3 8 0 M62 90 q4 3 8 0 M52 95 q4 3 8 0" stroke="#fdba74" strokeWidth="2" fill="none" strokeLinecap="round" />
      {/* cheeks */}
      <circle cx="32" cy="70" r="6" fill="#f43f5e" opacity="0.35" />
      <circle cx="88" cy="70" r="6" fill="#f43f5e" opacity="0.35" />
      {/* eyes */}
      <circle cx="44" cy="56" r="11" fill="#ffffff" />
      <circle cx="76" cy="56" r="11" fill="#ffffff" />
      <circle cx="46" cy="57" r="6" fill="#1c1917" />
      <circle cx="74" cy="57" r="6" fill="#1c1917" />
      <circle cx="48" cy="54.5" r="2" fill="#ffffff" />
      <circle cx="76" cy="54.5" r="2" fill="#ffffff" />
      {/* hooked beak */}
      <path d="M51 64 C53 58 67 58 69 64 C69 71 64 77 60 79 C58 74 54 70 51 64 Z" fill="#facc15" />
      <path d="M53 67 C57 70 63 70 67 67 C66 72 63 76 60 79 C58 75 55 71 53 67 Z" fill="#ca8a04" />
    </svg>
  );
}
