/**
 * The course languages this device was found unable to say aloud: the server sent no recording of
 * its own (it has no voice for the language there) and the browser has no voice for it either, so a
 * speaker would play nothing. Learned at the first press and kept for the visit, so the screen says
 * so once, plainly, and stops offering speakers that cannot work (docs/product/tutor.md).
 */
import { useSyncExternalStore } from "react";

const KEY = "parlo-silent-languages";
const listeners = new Set<() => void>();

function silentLanguages(): string {
  try {
    return sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function markSilent(languageCode: string): void {
  const known = silentLanguages().split(" ").filter(Boolean);
  if (known.includes(languageCode)) return;
  try {
    sessionStorage.setItem(KEY, [...known, languageCode].join(" "));
  } catch {
    // Storage refused (private mode): the screen still learns it for as long as it is open.
    memory = [...known, languageCode].join(" ");
  }
  for (const listener of listeners) listener();
}

let memory = "";

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this device cannot say the language aloud (known once a speaker was pressed). */
export function useSilentLanguage(languageCode: string): boolean {
  const silent = useSyncExternalStore(subscribe, () => silentLanguages() || memory, () => "");
  return silent.split(" ").includes(languageCode);
}
