/** A lesson screen that has no lesson to show: none chosen, or it could not be loaded. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface LessonNoticeProps {
  icon: LucideIcon;
  title: string;
  body?: string;
  tone?: "calm" | "error";
  children?: ReactNode;
}

export function LessonNotice({ icon: Icon, title, body, tone = "calm", children }: LessonNoticeProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div role={tone === "error" ? "alert" : undefined} className="card flex flex-col items-center p-8 text-center">
        <Icon size={40} className={tone === "error" ? "text-danger" : "text-muted"} aria-hidden />
        <h1 className={`mt-4 text-xl font-bold ${tone === "error" ? "text-danger" : ""}`}>{title}</h1>
        {body && <p className="mt-2 text-muted">{body}</p>}
        {children}
      </div>
    </div>
  );
}
