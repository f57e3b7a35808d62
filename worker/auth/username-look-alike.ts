/**
 * Usernames that look alike (issue 29): Unicode's confusable skeleton (UTS #39, from the
 * confusables data maintained in the `unhomoglyph` package) of a name, so "admın" (dotless ı) and
 * "ꓮꓓꓟꓲꓠ" (Lisu) meet "admin". Names are compared without case, and a skeleton is not: "I" and "l"
 * share one, "i" has its own. So each name has two keys, the skeleton of its lower-case and of its
 * upper-case form, and two names clash when either key is the same. Both keys carry a unique index
 * in D1, so the clash is decided by the insert itself, as for the name.
 */
import unhomoglyph from "unhomoglyph";

export interface LookAlikeKeys {
  usernameLookAlike: string;
  usernameLookAlikeCaps: string;
}

/** UTS #39's skeleton: NFD, each character to its prototype, NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

export function lookAlikeKeys(username: string): LookAlikeKeys {
  const name = username.normalize("NFKC");
  return { usernameLookAlike: skeleton(name.toLowerCase()), usernameLookAlikeCaps: skeleton(name.toUpperCase()) };
}

/** Names nobody may register, nor anything that looks like them: they would pass for the service's own voice. */
export const RESERVED_USERNAMES = [
  "admin", "administrator", "root", "system", "support", "help", "helpdesk", "parlo", "staff", "team",
  "moderator", "mod", "security", "official", "billing", "info", "contact", "noreply", "postmaster", "webmaster",
] as const;

const RESERVED_KEYS = new Set(RESERVED_USERNAMES.flatMap((name) => Object.values(lookAlikeKeys(name))));

export function looksReserved(username: string): boolean {
  const keys = lookAlikeKeys(username);
  return RESERVED_KEYS.has(keys.usernameLookAlike) || RESERVED_KEYS.has(keys.usernameLookAlikeCaps);
}
