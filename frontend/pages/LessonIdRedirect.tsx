/** /lesson/{id} → /{language}/lesson/{NN} (replace). */
import { Navigate, useParams } from "react-router";
import { lessonRouteOf } from "../lib/languages";

export default function LessonIdRedirect() {
  const { lessonId = "" } = useParams();
  return <Navigate to={lessonRouteOf(lessonId) ?? "/not-found"} replace />;
}
