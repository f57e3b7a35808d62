/**
 * /admin/lessons/:lessonId: an admin edits a lesson. The text beside its preview (rendered and made
 * safe by the Worker, as learners get it), the exercises field by field with the tutor's checker
 * live on each, the rules' problems linked to their fields, and save, publish, discard and roll back.
 */
import { ArrowLeft, Plus, Send, Save, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import type { ExerciseDraft } from "../../contract/lesson-authoring";
import { lessonNumberOf } from "../../contract/lesson-ids";
import { languageName, pageTitle } from "../../contract/page-titles";
import { ConfirmDialog } from "../components/AlertDialog";
import { loadScriptFont } from "../lib/script-fonts";
import { useToast } from "../lib/toast";
import { serverMessage } from "../lib/use-form-submission";
import { AdminAccessProvider } from "./admin/admin-access";
import { Badge } from "./admin/AdminTable";
import { ExerciseEditor } from "./admin/lessons/ExerciseEditor";
import { LessonField } from "./admin/lessons/LessonField";
import { ConflictNotice, ProblemList, StructuresEditor, VersionHistory } from "./admin/lessons/LessonPanels";
import { useLessonEditor } from "./admin/lessons/useLessonEditor";
import { STATE_LABELS } from "./admin/LessonsTab";
// The lesson typography, a stylesheet of its own (decision 047).
import "../styles/lesson.css";

export const EDITOR_TEXT = {
  pageTitle: (lessonId: string) => pageTitle(`Edit Lesson ${lessonNumberOf(lessonId) ?? ""}`.trim(), languageName(lessonId.slice(0, 2)), "Admin"),
  back: "All lessons",
  heading: (number: number, title: string) => `Lesson ${number}: ${title}`,
  loading: "Loading the lesson…",
  notFound: "This lesson could not be loaded.",
  title: "Title",
  slug: "Slug (the file name: NN-slug.md)",
  markdown: "Lesson text (markdown)",
  preview: "Preview: the text as learners read it, answers behind their reveals (speakers come on the lesson page)",
  exercises: "Exercises",
  addExercise: "Add an exercise",
  save: "Save draft",
  publish: "Publish",
  publishTitle: "Publish this lesson?",
  publishBody: "Learners see this version at once, in place of the one they see now. You can roll back to an earlier version afterwards.",
  publishConfirm: "Publish to learners",
  publishing: "Publishing...",
  cancel: "Cancel",
  discard: "Discard draft",
  unsaved: "Unsaved changes",
  saved: "Draft saved: learners still see the published lesson.",
  noDraft: "No draft: this is what learners see.",
  newLesson: "Not published yet: learners do not see this lesson.",
  savedToast: "Draft saved.",
  published: "Published.",
  discarded: "Draft discarded.",
  rolledBack: "Rolled back.",
  failed: "That did not work.",
};

const emptyExercise = (structure: string): ExerciseDraft => ({ prompt: "", answers: [""], nudge: "", hint: "", example: { prompt: "", answer: "" }, structure });

function LessonEditor({ lessonId }: { lessonId: string }) {
  const languageCode = lessonId.slice(0, 2);
  const editor = useLessonEditor(lessonId, languageCode);
  const toast = useToast();
  const { detail, content, preview, edit } = editor;
  useEffect(() => loadScriptFont(languageCode), [languageCode]);

  if (editor.error && !detail) return <p role="alert" className="card p-6 text-center text-danger">{serverMessage(editor.error, EDITOR_TEXT.notFound)}</p>;
  if (!detail || !content) return <p className="card p-6 text-center text-muted" aria-busy>{EDITOR_TEXT.loading}</p>;

  const run = async (action: () => Promise<boolean>, done: string) => {
    try {
      if (await action()) toast.success(done);
    } catch (error) {
      toast.error(EDITOR_TEXT.failed, serverMessage(error, ""));
    }
  };
  const state = detail.published ? (detail.draft ? "changed" : "published") : "draft";
  const problems = preview?.problems;
  const setExercise = (index: number, exercise: ExerciseDraft) => edit((lesson) => ({ ...lesson, exercises: lesson.exercises.map((item, at) => (at === index ? exercise : item)) }));

  return (
    // The fields mix English with the course language: its script is set in its shipped font.
    <div className="grid gap-6" data-language={languageCode}>
      <div className="grid gap-3">
        <Link to="/admin?tab=lessons" className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-ink">
          <ArrowLeft size={16} aria-hidden /> {EDITOR_TEXT.back}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{EDITOR_TEXT.heading(detail.number, content.title)}</h1>
          <Badge tone={STATE_LABELS[state].tone}>{STATE_LABELS[state].label}</Badge>
        </div>
        <p className="text-sm text-muted" role="status">
          {editor.dirty ? EDITOR_TEXT.unsaved : !detail.published ? EDITOR_TEXT.newLesson : detail.draft ? EDITOR_TEXT.saved : EDITOR_TEXT.noDraft}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" disabled={editor.busy || !editor.dirty} onClick={() => run(editor.save, EDITOR_TEXT.savedToast)}>
            <Save size={16} aria-hidden /> {EDITOR_TEXT.save}
          </button>
          {/* Going live reaches every learner at once: asked first. */}
          <ConfirmDialog
            trigger={
              <button type="button" className="btn-primary" disabled={editor.busy || Boolean(problems?.length) || (!editor.dirty && !detail.draft)}>
                <Send size={16} aria-hidden /> {EDITOR_TEXT.publish}
              </button>
            }
            title={EDITOR_TEXT.publishTitle}
            description={EDITOR_TEXT.publishBody}
            cancel={EDITOR_TEXT.cancel}
            confirm={{ label: EDITOR_TEXT.publishConfirm, pending: EDITOR_TEXT.publishing, className: "btn-primary" }}
            onConfirm={async (close) => {
              await run(editor.publish, EDITOR_TEXT.published);
              close();
            }}
            onFailure={() => undefined}
          />
          {detail.draft && (
            <button type="button" className="btn-ghost text-danger" disabled={editor.busy} onClick={() => run(editor.discard, EDITOR_TEXT.discarded)}>
              <Trash2 size={16} aria-hidden /> {EDITOR_TEXT.discard}
            </button>
          )}
        </div>
      </div>
      {editor.conflict && <ConflictNotice conflict={editor.conflict} onReload={editor.reload} />}
      <ProblemList problems={problems} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <LessonField label={EDITOR_TEXT.title} path="title" value={content.title} onChange={(title) => edit((lesson) => ({ ...lesson, title }))} problems={problems} />
          <LessonField label={EDITOR_TEXT.slug} path="slug" value={content.slug} onChange={(slug) => edit((lesson) => ({ ...lesson, slug }))} problems={problems} />
          <StructuresEditor structures={content.structures} problems={problems} onChange={(structures) => edit((lesson) => ({ ...lesson, structures }))} />
          <LessonField label={EDITOR_TEXT.markdown} path="markdown" value={content.markdown} onChange={(markdown) => edit((lesson) => ({ ...lesson, markdown }))} problems={problems} multiline code rows={24} />
        </div>
        <section aria-labelledby="lesson-preview" className="card grid max-h-[80vh] content-start gap-2 overflow-auto p-4 lg:sticky lg:top-20">
          <h2 id="lesson-preview" className="text-sm font-semibold text-muted">{EDITOR_TEXT.preview}</h2>
          <article className="lesson-prose" data-language={languageCode} dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }} />
        </section>
      </div>
      <section className="grid gap-4" aria-labelledby="lesson-exercises">
        <h2 id="lesson-exercises" className="text-xl font-bold">{EDITOR_TEXT.exercises} ({content.exercises.length})</h2>
        {content.exercises.map((exercise, index) => (
          <ExerciseEditor
            key={index}
            index={index}
            exercise={exercise}
            structures={content.structures}
            languageCode={languageCode}
            check={preview?.exercises[index]}
            problems={problems}
            trial={editor.trials[index] ?? ""}
            onTrial={(answer) => editor.setTrials((trials) => ({ ...trials, [index]: answer }))}
            onChange={(next) => setExercise(index, next)}
            onRemove={() => edit((lesson) => ({ ...lesson, exercises: lesson.exercises.filter((_, at) => at !== index) }))}
          />
        ))}
        <button type="button" className="btn-secondary justify-self-start" onClick={() => edit((lesson) => ({ ...lesson, exercises: [...lesson.exercises, emptyExercise(lesson.structures[0] ?? "")] }))}>
          <Plus size={16} aria-hidden /> {EDITOR_TEXT.addExercise}
        </button>
      </section>
      <VersionHistory detail={detail} busy={editor.busy} onRollBack={(version) => run(() => editor.rollBack(version), EDITOR_TEXT.rolledBack)} />
    </div>
  );
}

export default function LessonEditorPage() {
  const { lessonId = "" } = useParams();
  return (
    <AdminAccessProvider>
      <div className="page py-8 sm:py-12">
        <title>{EDITOR_TEXT.pageTitle(lessonId)}</title>
        <LessonEditor key={lessonId} lessonId={lessonId} />
      </div>
    </AdminAccessProvider>
  );
}
