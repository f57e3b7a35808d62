/** One card of the settings screen: an icon, a heading the card is labelled by, and its content. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface SettingsSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  /** "danger" is for the destructive section only (red only for errors and destruction). */
  tone?: "default" | "danger";
  children: ReactNode;
}

export function SettingsSection({ id, icon: Icon, title, description, tone = "default", children }: SettingsSectionProps) {
  const danger = tone === "danger";
  return (
    <section aria-labelledby={id} className={`card scroll-mt-20 p-5 sm:p-6 ${danger ? "border-danger/50" : ""}`}>
      <div className="flex items-start gap-3">
        <span
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${danger ? "bg-danger/15 text-danger" : "bg-accent/15 text-accent"}`}
        >
          <Icon size={20} aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={id} className={`text-lg font-bold ${danger ? "text-danger" : ""}`}>{title}</h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
