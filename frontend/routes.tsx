/**
 * Every route of both route tables (docs/architecture.md). Screens load lazily, so a visitor downloads only
 * the screen in front of them. Protected screens sit under <RequireVerifiedUser>.
 */
import { matchRoutes, Navigate, type HydrationState, type LoaderFunctionArgs, type RouteObject } from "react-router";
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
  { path: "dashboard", lazy: page(() => import("./pages/HomePage")) },
  { path: "welcome", lazy: page(() => import("./pages/WelcomePage")) },
  { id: "languages", path: "languages", loader: preloadLanguages, lazy: page(() => import("./pages/LanguagesPage")) },
  { path: "language/:code", lazy: page(() => import("./pages/LanguageRedirect")) },
  { path: "languages/:code", lazy: page(() => import("./pages/LanguageRedirect")) },
  { path: "lesson/:lessonId", lazy: page(() => import("./pages/LessonIdRedirect")) },
  { id: "lesson", path: ":language/lesson/:lessonNumber", loader: preloadLesson, lazy: page(() => import("./pages/LessonPage")) },
  { path: ":language/course", lazy: page(() => import("./pages/CourseMapPage")) },
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

/**
 * Loads the screens an address shows before the router starts, so its first render is the screen
 * itself rather than the loading fallback: what hydrating a drawn page needs.
 */
export async function loadScreensFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Starts the reads of the address's loaders by hand on a drawn page, whose router counts them as
 * run (`drawnRouterState`): the screen's other reads (a lesson's list and the languages) are then on
 * their way before React takes the page over, instead of being asked inside the commit that ends it.
 */
export function startDrawnPageReads(pathname: string): void {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.loader === "function") void route.loader({ params, request: new Request(window.location.href), context: undefined } as LoaderFunctionArgs);
  }
}

/**
 * The router's starting state for a drawn page: every loader of the address counts as already run
 * (they only start reads, which the drawn page no longer needs), so the router renders at once.
 */
export function drawnRouterState(pathname: string): HydrationState {
  const matches = matchRoutes(routes, pathname) ?? [];
  return { loaderData: Object.fromEntries(matches.filter(({ route }) => route.loader && route.id).map(({ route }) => [route.id!, null])) };
}
