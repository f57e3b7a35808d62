/**
 * The lesson screen, /{language}/lesson/{n} (spec §2), where n may be "1" or "01". Checks the
 * address, then hands over to lesson/LessonScreen.tsx, which holds the screen's parts.
 */
import { BookOpen } from "lucide-react";
import { useParams } from "react-router";
import { lessonNumberFromRoute } from "../../contract/lesson-ids";
import { LessonNotFound } from "./lesson/LessonNotFound";
import { LessonNotice } from "./lesson/LessonNotice";
import { LessonScreen } from "./lesson/LessonScreen";

export const LESSON_PAGE_TEXT = {
  noLessonTitle: "No Lesson Selected",
  noLessonBody: "Please select a lesson to begin learning",
};

export default function LessonPage() {
  const { language, lessonNumber } = useParams();
  if (!language) return <LessonNotice icon={BookOpen} title={LESSON_PAGE_TEXT.noLessonTitle} body={LESSON_PAGE_TEXT.noLessonBody} />;
  const number = lessonNumberFromRoute(lessonNumber);
  if (number === null) return <LessonNotFound />;
  return <LessonScreen languageCode={language} lessonNumber={number} />;
}
