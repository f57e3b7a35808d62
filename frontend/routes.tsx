/**
 * Every route of both route tables (spec §2). Screens load lazily, so a visitor downloads only
 * the screen in front of them. Protected screens sit under <RequireVerifiedUser>.
 */
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { lessonIdFor, lessonNumberFromRoute } from "../contract/lesson-ids";
import { Layout } from "./components/Layout";
import { RequireVerifiedUser } from "./components/RequireVerifiedUser";
import { Spinner } from "./components/Spinner";
import { LANGUAGES_URL, lessonsUrl, lessonUrl } from "./lib/languages";
import { preloadLearnerReads, preloadReads } from "./lib/preload";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Loaders only start reads (lib/preload.ts) and never wait, so a screen is never held back by one. */
function preloadLesson({ params }: LoaderFunctionArgs): null {
  const number = lessonNumberFromRoute(params.lessonNumber);
  if (params.language && number !== null) {
    preloadLearnerReads(lessonUrl(lessonIdFor(params.language, number)), lessonsUrl(params.language), LANGUAGES_URL);
  }
  return null;
}

function preloadLanguages(): null {
  preloadReads(LANGUAGES_URL);
  return null;
}

const protectedRoutes: RouteObject[] = [
  { path: "dashboard", lazy: page(() => import("./pages/LandingPage")) },
  { path: "languages", loader: preloadLanguages, lazy: page(() => import("./pages/LanguagesPage")) },
  { path: "language/:code", lazy: page(() => import("./pages/LanguageRedirect")) },
  { path: "languages/:code", lazy: page(() => import("./pages/LanguageRedirect")) },
  { path: "lesson/:lessonId", lazy: page(() => import("./pages/LessonIdRedirect")) },
  { path: ":language/lesson/:lessonNumber", loader: preloadLesson, lazy: page(() => import("./pages/LessonPage")) },
  { path: "profile", lazy: page(() => import("./pages/ProfilePage")) },
  { path: "review", lazy: page(() => import("./pages/ReviewPage")) },
  { path: "settings", lazy: page(() => import("./pages/SettingsPage")) },
  { path: "admin", lazy: page(() => import("./pages/AdminPage")) },
  { path: "admin/lessons/:lessonId", lazy: page(() => import("./pages/LessonEditorPage")) },
];

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("./pages/LandingPage")) },
  { path: "auth", lazy: page(() => import("./pages/AuthPage")) },
  { path: "login", element: <Navigate to="/auth" replace /> },
  { path: "register", element: <Navigate to="/auth?tab=register" replace /> },
  { path: "verify-email", lazy: page(() => import("./pages/VerifyEmailPage")) },
  { path: "forgot-password", lazy: page(() => import("./pages/ForgotPasswordPage")) },
  { path: "reset-password", lazy: page(() => import("./pages/ResetPasswordPage")) },
  { path: "subscribe", lazy: page(() => import("./pages/SubscribePage")) },
  { path: "about", lazy: page(() => import("./pages/AboutPage")) },
  { path: "contact", lazy: page(() => import("./pages/ContactPage")) },
  { path: "faq", lazy: page(() => import("./pages/FaqPage")) },
  { path: "terms", lazy: page(() => import("./pages/TermsPage")) },
  { path: "privacy", lazy: page(() => import("./pages/PrivacyPage")) },
  { path: "health", lazy: page(() => import("./pages/HealthPage")) },
  { path: "*", lazy: page(() => import("./pages/NotFoundPage")) },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <Spinner label="Loading Parlo" />,
    children: [...publicRoutes, { element: <RequireVerifiedUser />, children: protectedRoutes }],
  },
];

export const router = createBrowserRouter(routes);
