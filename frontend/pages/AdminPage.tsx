/**
 * /admin (protected; the Worker answers 403 to anyone but an admin): Overview, Users, Contact
 * Submissions and Lessons as tabs. The open tab is kept in ?tab= so a reload or a shared link keeps it.
 */
import { BookOpen, Inbox, LayoutDashboard, Users } from "lucide-react";
import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { AdminAccessProvider } from "./admin/admin-access";
import { LessonsTab } from "./admin/LessonsTab";
import { OverviewTab } from "./admin/OverviewTab";
import { SubmissionsTab } from "./admin/SubmissionsTab";
import { UsersTab } from "./admin/UsersTab";
import { pageTitle } from "../../contract/page-titles";

export const ADMIN_TEXT = {
  pageTitle: pageTitle("Admin Dashboard"),
  title: "Admin Dashboard",
  subtitle: "Learners, plans, messages to the team and the lessons.",
  tabsLabel: "Dashboard sections",
  tabs: [
    { value: "overview", label: "Overview", icon: LayoutDashboard },
    { value: "users", label: "Users", icon: Users },
    { value: "submissions", label: "Contact Submissions", icon: Inbox },
    { value: "lessons", label: "Lessons", icon: BookOpen },
  ],
};

type TabValue = (typeof ADMIN_TEXT.tabs)[number]["value"];
const isTab = (value: string | null): value is TabValue => ADMIN_TEXT.tabs.some((tab) => tab.value === value);

const tabClass =
  "flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-muted transition sm:flex-none sm:px-4 sm:text-base data-[state=active]:(bg-raised text-ink shadow) hover:text-ink";

export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "overview";
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "overview") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminAccessProvider>
      <div className="page py-8 sm:py-12">
        <title>{ADMIN_TEXT.pageTitle}</title>
        <h1 className="text-3xl font-extrabold tracking-tight">{ADMIN_TEXT.title}</h1>
        <p className="mt-1 text-muted">{ADMIN_TEXT.subtitle}</p>
        <Tabs.Root value={tab} onValueChange={choose} className="mt-6 sm:mt-8">
          <Tabs.List aria-label={ADMIN_TEXT.tabsLabel} className="flex overflow-x-auto">
            <div className="flex w-full flex-wrap gap-1 rounded-xl border border-line bg-surface p-1 sm:w-auto sm:flex-nowrap">
              {ADMIN_TEXT.tabs.map(({ value, label, icon: Icon }) => (
                <Tabs.Trigger key={value} value={value} className={tabClass}>
                  <Icon size={16} aria-hidden className="hidden sm:block" /> {label}
                </Tabs.Trigger>
              ))}
            </div>
          </Tabs.List>
          <Tabs.Content value="overview" className="mt-6 outline-none">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="users" className="mt-6 outline-none">
            <UsersTab />
          </Tabs.Content>
          <Tabs.Content value="submissions" className="mt-6 outline-none">
            <SubmissionsTab />
          </Tabs.Content>
          <Tabs.Content value="lessons" className="mt-6 outline-none">
            <LessonsTab />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </AdminAccessProvider>
  );
}
