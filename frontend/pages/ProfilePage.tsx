/**
 * /profile (protected): the learner's progress across languages (docs/product/lessons.md). An overview with the
 * ring chart and the per-language list, the Learning Streak card, 'Detailed Progress', and the
 * ways on. Learners without progress are invited to start.
 */
import { ArrowRight, Settings, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { DailyGoalCard } from "../components/DailyGoal";
import { Mascot } from "../components/Mascot";
import { useDailyGoal } from "../lib/daily-goal";
import { errorMessage } from "../lib/api";
import { continueUrl, DetailedProgress } from "./profile/DetailedProgress";
import { LanguageProgressList } from "./profile/LanguageProgressList";
import { encouragement, nextStepOf, overallOf } from "./profile/profile-stats";
import { ProgressRings } from "./profile/ProgressRings";
import { ReviewForecastCard } from "./profile/ReviewForecastCard";
import { StreakCard } from "./profile/StreakCard";
import { PROFILE_ERRORS, useProfileCourses } from "./profile/use-profile-courses";
import { pageTitle } from "../../contract/page-titles";

export const PROFILE_TEXT = {
  pageTitle: pageTitle("Your Profile"),
  title: "Your Language Learning Profile",
  loading: "Loading your profile data...",
  overview: "Progress Overview",
  overall: "Overall progress",
  continue: "Continue Learning",
  settings: "Manage Settings",
  emptyTitle: "No Progress Yet",
  emptyBody: "Finish your first lesson and your progress, streak and time spent will show up here.",
  start: "Start Learning",
  retry: "Try again",
};

const LIST_ID = "profile-language-list";

export default function ProfilePage() {
  const { languagesError, retryLanguages, loading, courses } = useProfileCourses();
  const { data: goal } = useDailyGoal();

  let body;
  if (languagesError) {
    body = (
      <div role="alert" className="card mx-auto mt-8 max-w-md p-8 text-center">
        <h2 className="text-xl font-semibold text-danger">{PROFILE_ERRORS.languages}</h2>
        <p className="mt-2 text-muted">{errorMessage(languagesError)}</p>
        <button type="button" className="btn-secondary mt-5" onClick={retryLanguages}>{PROFILE_TEXT.retry}</button>
      </div>
    );
  } else if (loading) {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-16 text-muted">
        <Mascot className="h-20 w-20 motion-safe:animate-pulse" />
        <p>{PROFILE_TEXT.loading}</p>
      </div>
    );
  } else if (courses.length === 0) {
    // Sentences met with the tutor are review cards before any lesson is finished.
    body = (
      <>
        <section aria-labelledby="profile-empty" className="card mx-auto mt-8 flex max-w-md flex-col items-center p-8 text-center">
          <Mascot className="h-28 w-28" />
          <h2 id="profile-empty" className="mt-4 text-xl font-bold">{PROFILE_TEXT.emptyTitle}</h2>
          <p className="mt-2 text-muted">{PROFILE_TEXT.emptyBody}</p>
          <Link to="/" className="btn-primary mt-6 w-full sm:w-auto">
            {PROFILE_TEXT.start}
            <ArrowRight size={18} aria-hidden />
          </Link>
        </section>
        <div className="mx-auto mt-6 max-w-md"><ReviewForecastCard /></div>
      </>
    );
  } else {
    const overall = overallOf(courses);
    const next = nextStepOf(courses) ?? { text: PROFILE_TEXT.continue, to: continueUrl(courses[0]!.language.code) };
    body = (
      <>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to={next.to} className="btn-primary">
            {next.text}
            <ArrowRight size={18} aria-hidden />
          </Link>
          <Link to="/settings" className="btn-secondary">
            <Settings size={18} aria-hidden />
            {PROFILE_TEXT.settings}
          </Link>
        </div>

        <section aria-labelledby="profile-overview" className="card mt-6 p-5 sm:p-8">
          <h2 id="profile-overview" className="sr-only">{PROFILE_TEXT.overview}</h2>
          <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
            <ProgressRings courses={courses} describedBy={LIST_ID} />
            <div>
              <div className="flex items-center gap-4 rounded-2xl bg-accent/10 p-4">
                <Sparkles size={28} aria-hidden className="shrink-0 text-accent" />
                <div>
                  {/* With one language the ring and the list already give its percentage. */}
                  {courses.length > 1 && (
                    <p className="text-sm text-muted">
                      {PROFILE_TEXT.overall} <span className="font-bold text-ink" data-testid="overall-percent">{overall}%</span>
                    </p>
                  )}
                  <p className="text-xl font-extrabold" data-testid="encouragement">{encouragement(overall)}</p>
                </div>
              </div>
              <div className="mt-6">
                <LanguageProgressList id={LIST_ID} courses={courses} />
              </div>
            </div>
          </div>
        </section>

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="lg:(sticky top-20 col-start-2 row-start-1)">
            <div className="mb-6 empty:hidden"><DailyGoalCard goal={goal} /></div>
            <StreakCard />
            <div className="mt-6"><ReviewForecastCard /></div>
          </div>
          <div className="lg:(col-start-1 row-start-1)">
            <DetailedProgress courses={courses} />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="page max-w-6xl py-8 sm:py-12">
      <title>{PROFILE_TEXT.pageTitle}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{PROFILE_TEXT.title}</h1>
      {body}
    </div>
  );
}
