/**
 * Every route of both route tables (spec §2). Screens load lazily, so a visitor downloads only
 * the screen in front of them. Protected screens sit under <RequireVerifiedUser>.
 */
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { Layout } from "./components/Layout";
import { RequireVerifiedUser } from "./components/RequireVerifiedUser";
import { Spinner } from "./components/Spinner";

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const protectedRoutes: RouteObject[] = [
  { path: "dashboard", lazy: page(() => import("./pages/LandingPage")) },
  { path: "languages", lazy: page(() => import("./pages/LanguagesPage")) },
  { path: "language/:code", lazy: page(() => import("./pages/LanguageRedirect")) },
  { path: "languages/:code", lazy: page(() => import("./pages/LanguageRedirect")) },
  { path: "lesson/:lessonId", lazy: page(() => import("./pages/LessonIdRedirect")) },
  { path: ":language/lesson/:lessonNumber", lazy: page(() => import("./pages/LessonPage")) },
  { path: "profile", lazy: page(() => import("./pages/ProfilePage")) },
  { path: "settings", lazy: page(() => import("./pages/SettingsPage")) },
  { path: "admin", lazy: page(() => import("./pages/AdminPage")) },
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
