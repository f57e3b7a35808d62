/**
 * /language/{code} and /languages/{code}: replace with the learner's first lesson not yet completed
 * (lesson 1 for a newcomer), per DECISIONS §5.
 */
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "../components/Spinner";
import { load } from "../lib/api";
import { fetchLessons, lessonRouteOf } from "../lib/languages";

interface ProgressRecord {
  lessonId: string;
  completed: boolean;
}

export async function firstOpenLessonRoute(code: string): Promise<string> {
  const [lessons, progress] = await Promise.all([
    fetchLessons(code).catch(() => []),
    load<ProgressRecord[]>(`/api/progress/language/${encodeURIComponent(code)}`).catch(() => [] as ProgressRecord[]),
  ]);
  const done = new Set(progress.filter((record) => record.completed).map((record) => record.lessonId));
  const next = lessons.find((lesson) => !done.has(lesson.lessonId)) ?? lessons[0];
  return (next && lessonRouteOf(next.lessonId)) ?? `/${code}/lesson/01`;
}

export default function LanguageRedirect() {
  const { code = "" } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void firstOpenLessonRoute(code).then((route) => {
      if (!cancelled) navigate(route, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [code, navigate]);
  return <Spinner label="Finding your next lesson" />;
}
