/**
 * Whether a session may exist: the Worker sets a readable hint cookie beside the HttpOnly session
 * cookie and clears it with it. Without it nobody is signed in, so the app asks nothing.
 */
import { SESSION_HINT_COOKIE } from "../../contract/constants";

export function mayBeSignedIn(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}
