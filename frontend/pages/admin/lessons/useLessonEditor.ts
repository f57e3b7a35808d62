/**
 * The lesson editor's state: the lesson being edited (the draft, or the published lesson until the
 * first save), the revision it was opened at (so a stale save comes back as 409 rather than
 * overwriting someone), and the Worker's preview of it, asked for a moment after typing stops.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { LESSON_PREVIEW_DEBOUNCE_MS } from "../../../../contract/constants";
import type { AdminLessonDetail, LessonDraftContent, LessonPreview, StaleEdit } from "../../../../contract/lesson-authoring";
import { ApiRequestError, apiUrl, send } from "../../../lib/api";
import { useAdminAccess, useAdminQuery } from "../admin-access";
import { useDebouncedValue } from "../useDebouncedValue";

export const lessonDetailUrl = (lessonId: string) => apiUrl("/api/admin/lessons/:lessonId", { lessonId });

export type Trials = Record<number, string>;

function opened(detail: AdminLessonDetail): { content: LessonDraftContent; revision: number | null } {
  const source = detail.draft ?? detail.published!;
  const { title, slug, structures, exercises, markdown } = source;
  return { content: { title, slug, structures, exercises, markdown }, revision: detail.draft?.revision ?? null };
}

export function useLessonEditor(lessonId: string, languageCode: string | undefined) {
  const { forbidden } = useAdminAccess();
  const query = useAdminQuery<AdminLessonDetail>(lessonDetailUrl(lessonId));
  const [content, setContent] = useState<LessonDraftContent | null>(null);
  const [revision, setRevision] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<StaleEdit | null>(null);
  const [trials, setTrials] = useState<Trials>({});
  const [preview, setPreview] = useState<LessonPreview | null>(null);

  const reset = useCallback((detail: AdminLessonDetail) => {
    const next = opened(detail);
    setContent(next.content);
    setRevision(next.revision);
    setDirty(false);
    setConflict(null);
  }, []);

  const loaded = useRef(false);
  useEffect(() => {
    if (query.data && !loaded.current) {
      loaded.current = true;
      reset(query.data);
    }
  }, [query.data, reset]);

  const edit = useCallback((change: (lesson: LessonDraftContent) => LessonDraftContent) => {
    setContent((current) => (current ? change(current) : current));
    setDirty(true);
  }, []);

  // The preview follows the text once typing pauses; an answer older than the newest request is dropped.
  const settled = useDebouncedValue({ content, trials }, LESSON_PREVIEW_DEBOUNCE_MS);
  const asked = useRef(0);
  useEffect(() => {
    const code = languageCode ?? query.data?.languageCode;
    if (!settled.content || !code) return;
    const ticket = ++asked.current;
    const tried = Object.entries(settled.trials).filter(([, answer]) => answer.trim()).map(([exercise, answer]) => ({ exercise: Number(exercise), answer }));
    send("POST", apiUrl("/api/admin/lessons/preview"), { languageCode: code, lesson: settled.content, trials: tried })
      .then((result) => ticket === asked.current && setPreview(result))
      .catch((error: unknown) => forbidden(error));
  }, [settled, languageCode, query.data?.languageCode, forbidden]);

  /** Runs a call that answers the lesson anew; a 409 keeps the author's text and says what changed. */
  const act = useCallback(
    async (call: () => Promise<AdminLessonDetail | null>) => {
      setBusy(true);
      try {
        const detail = await call();
        if (detail) {
          await query.mutate(detail, { revalidate: false });
          reset(detail);
        }
        return true;
      } catch (error) {
        if (forbidden(error)) return false;
        if (error instanceof ApiRequestError && error.status === 409) setConflict(error.body as unknown as StaleEdit);
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [forbidden, query, reset],
  );

  // The editor's buttons are shown once the lesson is loaded (content is set), discarding only beside a draft (revision is set).
  const draftUrl = apiUrl("/api/admin/lessons/:lessonId/draft", { lessonId });
  const save = () => act(() => send("PUT", draftUrl, { revision, lesson: content! }));
  const saveThen = async (next: (revision: number) => Promise<{ lesson: AdminLessonDetail | null }>) => {
    let current = revision;
    if (dirty || current === null) {
      const saved = await send("PUT", draftUrl, { revision, lesson: content! }).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 409) setConflict(error.body as unknown as StaleEdit);
        throw error;
      });
      current = saved.draft!.revision;
      setRevision(current);
      setDirty(false);
    }
    return (await next(current)).lesson;
  };
  const publish = () => act(() => saveThen((at) => send("POST", apiUrl("/api/admin/lessons/:lessonId/publish", { lessonId }), { revision: at })));
  const discard = () => act(async () => (await send("POST", apiUrl("/api/admin/lessons/:lessonId/discard", { lessonId }), { revision: revision! })).lesson);
  const rollBack = (version: number) =>
    act(async () => (await send("POST", apiUrl("/api/admin/lessons/:lessonId/rollback", { lessonId }), { version, currentVersion: query.data?.published?.version ?? 0 })).lesson);
  const reload = async () => {
    const detail = await query.mutate();
    if (detail) reset(detail);
  };

  return { detail: query.data, error: query.error, content, dirty, busy, conflict, preview, trials, setTrials, edit, save, publish, discard, rollBack, reload };
}

export type LessonEditorState = ReturnType<typeof useLessonEditor>;
