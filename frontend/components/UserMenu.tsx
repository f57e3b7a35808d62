/**
 * A learner's avatar menu: progress, settings, the admin dashboard for admins, the theme and logout.
 * Loaded when first reached for (OnDemandMenu); a visitor gets the header's Login link instead.
 */
import { DropdownMenu } from "radix-ui";
import { BarChart3, LogOut, Moon, Settings, Shield, Sun } from "lucide-react";
import { useNavigate } from "react-router";
import { errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";
import { useTheme } from "../lib/theme";
import { useToast } from "../lib/toast";
import type { OnDemandMenuProps } from "./OnDemandMenu";
import { UserMenuButton } from "./UserMenuButton";

export const USER_MENU_TEXT = {
  signedIn: "Logged in",
  progress: "My Progress",
  settings: "Settings",
  admin: "Admin Dashboard",
  darkMode: "Dark mode",
  lightMode: "Light mode",
  logout: "Logout",
  loggedOutTitle: "Logged out",
  loggedOutBody: "You have been successfully logged out.",
  logoutFailed: "Logout failed",
};

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-raised";

export function UserMenu({ defaultOpen }: OnDemandMenuProps) {
  const { user, logout } = useAuth();
  const { theme, toggleTheme } = useTheme();
  const toast = useToast();
  const navigate = useNavigate();

  if (!user) return null;

  const onLogout = async () => {
    try {
      await logout();
      toast.success(USER_MENU_TEXT.loggedOutTitle, USER_MENU_TEXT.loggedOutBody);
      navigate("/auth");
    } catch (error) {
      toast.error(USER_MENU_TEXT.logoutFailed, errorMessage(error));
    }
  };

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-line bg-surface p-1.5 text-ink shadow-xl">
          <div className="px-3 py-2">
            <p className="font-semibold">{user.username}</p>
            <p className="text-xs text-muted">{USER_MENU_TEXT.signedIn}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/profile")}>
            <BarChart3 size={16} aria-hidden /> {USER_MENU_TEXT.progress}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/settings")}>
            <Settings size={16} aria-hidden /> {USER_MENU_TEXT.settings}
          </DropdownMenu.Item>
          {user.isAdmin && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/admin")}>
              <Shield size={16} aria-hidden /> {USER_MENU_TEXT.admin}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={(event) => { event.preventDefault(); toggleTheme(); }}>
            {theme === "dark" ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
            {theme === "dark" ? USER_MENU_TEXT.lightMode : USER_MENU_TEXT.darkMode}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut size={16} aria-hidden /> {USER_MENU_TEXT.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
