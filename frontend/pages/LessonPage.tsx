/**
 * The lesson screen, /{language}/lesson/{n}. A lesson has one address, its number written with two
 * digits (/de/lesson/01); another spelling (/de/lesson/1) is replaced by it, as the Worker redirects
 * it. Then hands over to lesson/LessonScreen.tsx, which holds the screen's parts.
 */
import { BookOpen } from "lucide-react";
import { Navigate, useLocation, useParams } from "react-router";
import { lessonNumberFromRoute, lessonPath } from "../../contract/lesson-ids";
import { LessonNotFound } from "./lesson/LessonNotFound";
import { LessonNotice } from "./lesson/LessonNotice";
import { LessonScreen } from "./lesson/LessonScreen";
// The lesson typography, a stylesheet of its own (decision 047).
import "../styles/lesson.css";

export const LESSON_PAGE_TEXT = {
  noLessonTitle: "No Lesson Selected",
  noLessonBody: "Please select a lesson to begin learning",
};

export default function LessonPage() {
  const { language, lessonNumber } = useParams();
  const location = useLocation();
  if (!language) return <LessonNotice icon={BookOpen} title={LESSON_PAGE_TEXT.noLessonTitle} body={LESSON_PAGE_TEXT.noLessonBody} />;
  const number = lessonNumberFromRoute(lessonNumber);
  if (number === null) return <LessonNotFound />;
  const canonical = lessonPath(language, number);
  if (canonical !== location.pathname) return <Navigate replace to={canonical + location.search + location.hash} />;
  return <LessonScreen languageCode={language} lessonNumber={number} />;
}
