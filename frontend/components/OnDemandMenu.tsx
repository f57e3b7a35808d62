/**
 * A header menu whose code (Radix's menu and its positioning, about 35 KB) is fetched only when the
 * learner reaches for it: a pointer over its button or focus on it fetches the code, a press opens
 * the menu. Until then the same button is drawn with nothing behind it, so a learner who never opens
 * the menu never downloads or runs it (decision 023, the lesson page's budget).
 */
import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactElement } from "react";

/** What the real menu takes: opened at once when it replaces the button the learner pressed. */
export interface OnDemandMenuProps {
  defaultOpen?: boolean;
}

/** The stand-in button's wiring; spread it on the same button the real menu uses as its trigger. */
export interface MenuButtonWiring {
  "aria-haspopup": "menu";
  "aria-expanded": false;
  onPointerEnter(): void;
  onFocus(): void;
  onPointerDown(event: PointerEvent<HTMLButtonElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onClick(): void;
}

/** The keys that open a menu from its button, as Radix's trigger has them. */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function OnDemandMenu({ load, renderButton }: { load: () => Promise<ComponentType<OnDemandMenuProps>>; renderButton: (wiring: MenuButtonWiring) => ReactElement }) {
  const [Menu, setMenu] = useState<ComponentType<OnDemandMenuProps> | null>(null);
  const opening = useRef(false);
  if (Menu) return <Menu defaultOpen />;

  const open = () => {
    if (opening.current) return;
    opening.current = true;
    load()
      .then((loaded) => setMenu(() => loaded))
      // Offline with the code not yet kept: the button stays, and the next press tries again.
      .catch(() => undefined)
      .finally(() => (opening.current = false));
  };
  const prefetch = () => void load().catch(() => undefined);

  // oxlint-disable-next-line react/refs -- renderButton puts these handlers on a button; `opening` is read only when one runs, never in render
  return renderButton({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onPointerDown: (event) => {
      // Only the main button without Ctrl (which opens the context menu on a Mac), as Radix does.
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
    // A screen reader's activation arrives as a click alone.
    onClick: open,
  });
}
