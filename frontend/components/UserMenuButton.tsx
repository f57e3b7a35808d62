/** The avatar button of the user menu, drawn alone until the menu's code is wanted (OnDemandMenu). */
import type { ComponentPropsWithRef } from "react";
import type { User } from "../../contract/wire";

export function initialsOf(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

export function UserMenuButton({ user, ...button }: { user: User } & ComponentPropsWithRef<"button">) {
  return (
    <button type="button" {...button} className="flex h-10 w-10 items-center justify-center rounded-full bg-accent font-bold text-accent-ink">
      <span aria-hidden>{initialsOf(user.username)}</span>
      <span className="sr-only">Account menu for {user.username}</span>
    </button>
  );
}
