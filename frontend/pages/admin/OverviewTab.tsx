/** Overview: the five analytics counts (docs/product/operations.md) as stat cards. */
import { BookOpen, CheckCircle2, Crown, Languages, Users, type LucideIcon } from "lucide-react";
import type { Analytics } from "../../../contract/wire";
import { apiUrl } from "../../lib/api";
import { useAdminQuery } from "./admin-access";

export const OVERVIEW_TEXT = {
  error: "Error loading data.",
  stats: [
    { key: "userCount", label: "Users", hint: "Accounts not deleted", icon: Users },
    { key: "premiumUserCount", label: "Paid subscribers", hint: "On a paid tier that has not expired", icon: Crown },
    { key: "languageCount", label: "Languages", hint: "Courses on offer", icon: Languages },
    { key: "lessonCount", label: "Lessons", hint: "Across every language", icon: BookOpen },
    { key: "completedLessonCount", label: "Lessons completed", hint: "By all learners together", icon: CheckCircle2 },
  ] satisfies { key: keyof Analytics; label: string; hint: string; icon: LucideIcon }[],
};

const numberFormat = new Intl.NumberFormat("en");

export function OverviewTab() {
  const { data, error, isLoading } = useAdminQuery<Analytics>(apiUrl("/api/admin/analytics"));

  if (error && !data) {
    return <p role="alert" className="card p-6 text-center text-danger">{OVERVIEW_TEXT.error}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-busy={isLoading}>
      {OVERVIEW_TEXT.stats.map(({ key, label, hint, icon: Icon }, index) => (
        // Five cards in two columns on a phone: the last one takes the whole row.
        <li key={key} className={`card flex flex-col gap-3 p-4 sm:p-5 ${index === OVERVIEW_TEXT.stats.length - 1 ? "col-span-2 lg:col-span-1" : ""}`}>
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <Icon size={18} aria-hidden />
          </span>
          <div>
            {data ? (
              <p className="text-3xl font-extrabold tabular-nums tracking-tight" data-testid={`stat-${key}`}>{numberFormat.format(data[key] ?? 0)}</p>
            ) : (
              <div className="skeleton h-9 w-16 rounded" aria-hidden />
            )}
            <h3 className="mt-1 font-semibold">{label}</h3>
            <p className="text-xs text-muted">{hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
