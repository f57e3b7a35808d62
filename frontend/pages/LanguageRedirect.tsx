/**
 * /language/{code} and /languages/{code} (where the profile's "Continue Learning" leads): replace
 * with the first lesson the learner may open and has not completed, in lesson order (lesson 1 for
 * a newcomer). Never the paywall: when every lesson they may open is done, the last of those.
 */
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { nextLessonOf } from "../../contract/course-progress";
import type { LessonSummary, ProgressRecord, User } from "../../contract/wire";
import { Spinner } from "../components/Spinner";
import { isLessonLocked } from "../lib/access";
import { load } from "../lib/api";
import { useAuth } from "../lib/auth";
import { fetchLessons, lessonRouteOf } from "../lib/languages";
import { progressUrl } from "../lib/progress";
import { listedNumber, sortLessons } from "./lesson/lesson-order";

export async function firstOpenLessonRoute(code: string, user: User | null): Promise<string> {
  const [lessons, progress] = await Promise.all([
    fetchLessons(code).catch(() => []),
    load<ProgressRecord[]>(progressUrl(code)).catch(() => [] as ProgressRecord[]),
  ]);
  const mayOpen = (lesson: LessonSummary) => !isLessonLocked(listedNumber(lesson), user);
  const next = nextLessonOf(lessons, progress, mayOpen) ?? sortLessons(lessons).filter(mayOpen).at(-1);
  return (next && lessonRouteOf(next.lessonId)) ?? `/${code}/lesson/01`;
}

export default function LanguageRedirect() {
  const { code = "" } = useParams();
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoading) return;
    let cancelled = false;
    void firstOpenLessonRoute(code, user).then((route) => {
      if (!cancelled) navigate(route, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [code, user, isLoading, navigate]);
  return <Spinner label="Finding your next lesson" />;
}
