/** The not-found screen for a lesson address that names no lesson; loaded only then. */
import { lazy, Suspense } from "react";
import { Spinner } from "../../components/Spinner";

const NotFoundPage = lazy(() => import("../NotFoundPage"));

export function LessonNotFound() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <NotFoundPage />
    </Suspense>
  );
}
