/**
 * Admin → Lessons: a language's lessons in course order with their state (published, a draft
 * learners do not see, or published with unpublished changes), who made and changed them and when,
 * and a new lesson after the last one.
 */
import { ArrowUp, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { AdminLessonRow, LessonState } from "../../../contract/lesson-authoring";
import { apiUrl, send } from "../../lib/api";
import { useLanguages } from "../../lib/languages";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { AdminTable, Badge, CELL, SkeletonRows, TableMessage } from "./AdminTable";
import { AnswerReportsSection } from "./AnswerReportsSection";
import { useAdminAccess, useAdminQuery } from "./admin-access";
import { formatMoment } from "./admin-format";

export const LESSONS_TEXT = {
  label: "Lessons",
  language: "Language",
  columns: ["#", "Title", "State", "Version", "Created", "Changed", "Actions"],
  edit: "Edit",
  moveUp: (number: number) => `Move lesson ${number} up`,
  moved: "Lesson moved up.",
  moveFailed: "The lesson could not be moved.",
  empty: "No lessons yet.",
  error: "Error loading lessons.",
  newTitle: "New lesson title",
  create: "New lesson",
  createFailed: "The lesson could not be created.",
  seeded: "from content/",
  by: (who: string | null, when: string | null) => (when ? `${formatMoment(when)}${who ? ` · ${who}` : ""}` : "—"),
};

export const STATE_LABELS: Record<LessonState, { label: string; tone: "accent" | "success" | "muted" }> = {
  published: { label: "Published", tone: "success" },
  draft: { label: "Draft", tone: "muted" },
  changed: { label: "Changed since published", tone: "accent" },
};

export const adminLessonsUrl = (code: string) => apiUrl("/api/admin/lessons", {}, { language: code });
export const lessonEditorPath = (lessonId: string) => `/admin/lessons/${lessonId}`;

export function LessonsTab() {
  const { data: languages } = useLanguages();
  const [code, setCode] = useState("de");
  const { data, error, isLoading, isValidating, mutate } = useAdminQuery<AdminLessonRow[]>(adminLessonsUrl(code));
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const moveUp = async (lesson: AdminLessonRow, previous: AdminLessonRow) => {
    try {
      await send("POST", apiUrl("/api/admin/lessons/:lessonId/move-up", { lessonId: lesson.lessonId }), { version: lesson.version, previousVersion: previous.version });
      toast.success(LESSONS_TEXT.moved);
    } catch (failure) {
      if (!forbidden(failure)) toast.error(LESSONS_TEXT.moveFailed, serverMessage(failure, ""));
    }
    await mutate();
  };
  const columns = LESSONS_TEXT.columns;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-semibold">
          {LESSONS_TEXT.language}
          <select className="field w-48" value={code} onChange={(event) => setCode(event.target.value)}>
            {(languages ?? [{ code: "de", name: "German" }]).map((language) => (
              <option key={language.code} value={language.code}>{language.name}</option>
            ))}
          </select>
        </label>
        <NewLessonForm languageCode={code} />
      </div>
      <AdminTable label={LESSONS_TEXT.label} columns={columns} hiddenColumns={["Actions"]} minWidth={860} busy={isValidating}>
        {error && !data ? (
          <TableMessage columns={columns.length} tone="danger">{LESSONS_TEXT.error}</TableMessage>
        ) : isLoading ? (
          <SkeletonRows columns={columns.length} />
        ) : !data?.length ? (
          <TableMessage columns={columns.length}>{LESSONS_TEXT.empty}</TableMessage>
        ) : (
          data.map((lesson, index) => (
            <tr key={lesson.lessonId} data-testid="lesson-row">
              <td className={`${CELL} tabular-nums text-muted`}>{lesson.number}</td>
              <td className={`${CELL} font-semibold`}>{lesson.title}</td>
              <td className={CELL}><Badge tone={STATE_LABELS[lesson.state].tone}>{STATE_LABELS[lesson.state].label}</Badge></td>
              <td className={`${CELL} tabular-nums text-muted`}>{lesson.version || LESSONS_TEXT.seeded}</td>
              <td className={`${CELL} whitespace-nowrap text-muted`}>{LESSONS_TEXT.by(lesson.createdBy, lesson.createdAt)}</td>
              <td className={`${CELL} whitespace-nowrap text-muted`}>{LESSONS_TEXT.by(lesson.changedBy, lesson.changedAt)}</td>
              <td className={`${CELL} whitespace-nowrap text-right`}>
                {index > 0 && lesson.state === "published" && data[index - 1]!.state === "published" && (
                  <button type="button" className="btn-ghost mr-1 px-2 py-1.5" aria-label={LESSONS_TEXT.moveUp(lesson.number)} title={LESSONS_TEXT.moveUp(lesson.number)} onClick={() => moveUp(lesson, data[index - 1]!)}>
                    <ArrowUp size={16} aria-hidden />
                  </button>
                )}
                <Link className="btn-secondary px-3 py-1.5 text-sm" to={lessonEditorPath(lesson.lessonId)} aria-label={`${LESSONS_TEXT.edit} lesson ${lesson.number}: ${lesson.title}`}>
                  {LESSONS_TEXT.edit}
                </Link>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <AnswerReportsSection />
    </div>
  );
}

function NewLessonForm({ languageCode }: { languageCode: string }) {
  const [title, setTitle] = useState("");
  const { pending: busy, run } = useFormSubmission();
  const navigate = useNavigate();
  const toast = useToast();
  const { forbidden } = useAdminAccess();
  const create = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        const lesson = await send("POST", apiUrl("/api/admin/lessons"), { languageCode, title });
        navigate(lessonEditorPath(lesson.lessonId));
      },
      (error) => {
        if (!forbidden(error)) toast.error(LESSONS_TEXT.createFailed, serverMessage(error, ""));
      },
      // Off to the new lesson's editor.
      { keepPending: true },
    );
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={create}>
      <label className="grid gap-1 text-sm font-semibold">
        {LESSONS_TEXT.newTitle}
        <input className="field w-64" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} />
      </label>
      <button type="submit" className="btn-primary" disabled={busy || !title.trim()}>
        <Plus size={16} aria-hidden /> {LESSONS_TEXT.create}
      </button>
    </form>
  );
}
