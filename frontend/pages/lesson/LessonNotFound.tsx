/** The not-found screen for a lesson address that names no lesson; loaded only then. */
import { lazy, Suspense } from "react";

const NotFoundPage = lazy(() => import("../NotFoundPage"));

export function LessonNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
