/** The lesson screen, /{language}/lesson/{n}. Its content, selector, paywall and chat come with the learning issue. */
import { useParams } from "react-router";
import { PendingScreen } from "../components/PendingScreen";

export default function LessonPage() {
  const { language = "", lessonNumber = "" } = useParams();
  return <PendingScreen title={`Lesson ${Number(lessonNumber) || lessonNumber} (${language.toUpperCase()})`} />;
}
