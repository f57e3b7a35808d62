/**
 * The signed-in learner's home (/dashboard), where the logo, signing in and verification lead
 * (decision 049): continue the lesson in progress at the sentence reached, today's streak and
 * reviews, and each language learnt with its course map. The catalogue stays at /languages.
 */
import { Mascot } from "../components/Mascot";
import { errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";
import { useHydrated } from "../lib/hydrated";
import { ContinueCard } from "./home/ContinueCard";
import { HomeLanguages } from "./home/HomeLanguages";
import { HOME_TEXT } from "./home/home-text";
import { TodayCard } from "./home/TodayCard";
import { useProfileCourses } from "./profile/use-profile-courses";

/**
 * The drawn page greets nobody by name (it is drawn for any learner): the name comes once the app has
 * taken over. Its own component, so that taking over re-renders the heading alone, not the page.
 */
function Greeting() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  return <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{HOME_TEXT.greeting(hydrated ? user?.username : undefined)}</h1>;
}

export default function HomePage() {
  const { languagesError, retryLanguages, loading, courses } = useProfileCourses();

  let body;
  if (languagesError) {
    body = (
      <div role="alert" className="card mt-6 p-8 text-center">
        <h2 className="text-xl font-semibold text-danger">{HOME_TEXT.loadFailed}</h2>
        <p className="mt-2 text-muted">{errorMessage(languagesError)}</p>
        <button type="button" className="btn-secondary mt-5" onClick={retryLanguages}>{HOME_TEXT.retry}</button>
      </div>
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label={HOME_TEXT.loading} className="mt-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="skeleton h-56 rounded-2xl" />
        <div className="skeleton h-56 rounded-2xl" />
      </div>
    );
  } else {
    body = (
      <>
        <div className="mt-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
          <ContinueCard courses={courses} />
          <TodayCard />
        </div>
        {courses.length > 0 && (
          <div className="mt-8">
            <HomeLanguages courses={courses} />
          </div>
        )}
      </>
    );
  }

  return (
    <div className="page max-w-5xl py-8 sm:py-12">
      <title>{HOME_TEXT.pageTitle}</title>
      <div className="flex items-center gap-3">
        <Mascot className="h-12 w-12 shrink-0" />
        <Greeting />
      </div>
      {body}
    </div>
  );
}
