/**
 * One lesson of one language: loads the lesson, the language's lessons and the languages, and
 * shows the spinner, the not-found page, the locked card with the paywall, the error, or the
 * lesson with its header, selector and chat toggle.
 */
import { AlertTriangle } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import useSWR from "swr";
import { lessonIdFor } from "../../../contract/lesson-ids";
import type { Lesson, LessonSummary } from "../../../contract/wire";
import { Spinner } from "../../components/Spinner";
import { ApiRequestError } from "../../lib/api";
import { useAfterPageLoad } from "../../lib/after-page-load";
import { useAuth } from "../../lib/auth";
import { lessonsUrl, lessonUrl, useLanguages } from "../../lib/languages";
import { LessonContent } from "./LessonContent";
import { LessonHeader } from "./LessonHeader";
import { LessonNotFound } from "./LessonNotFound";
import { LessonNotice } from "./LessonNotice";
import { LockedLesson } from "./LockedLesson";
import { useLessonTime } from "./useLessonTime";

// The tutor chat (speech, recording, the socket) loads when the learner first opens it. The
// selector and the paywall (Radix Dialog, its focus trap and scroll lock) load when first needed,
// so the lesson text does not wait for their code (decision 015); the selector's code is fetched
// once the page has loaded, so opening it is instant.
const ChatPanel = lazy(() => import("./ChatPanel").then((module) => ({ default: module.ChatPanel })));
const loadSelector = () => import("./LessonSelector").then((module) => ({ default: module.LessonSelector }));
const LessonSelector = lazy(loadSelector);
const PaywallDialog = lazy(() => import("./PaywallDialog").then((module) => ({ default: module.PaywallDialog })));

export const LESSON_SCREEN_TEXT = {
  errorTitle: (message: string) => `Error Loading Lesson: ${message}`,
  /** Spec §8: the single-lesson failure, whatever went wrong. */
  errorMessage: "Failed to load the selected lesson",
  retry: "Try again",
  loading: "Loading lesson",
};

/** 402 and 404 are answers, not hiccups; other failures offer "Try again" instead of retrying alone. */
const NO_RETRY = { shouldRetryOnError: false } as const;

function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

export function LessonScreen({ languageCode, lessonNumber }: { languageCode: string; lessonNumber: number }) {
  const lessonId = lessonIdFor(languageCode, lessonNumber);
  const { user } = useAuth();
  const lessonQuery = useSWR<Lesson>(lessonUrl(lessonId), NO_RETRY);
  const lessonsQuery = useSWR<LessonSummary[]>(lessonsUrl(languageCode), NO_RETRY);
  const { data: languages } = useLanguages();
  const [selectorOpen, setSelectorOpen] = useState(false);
  const [paywallDismissedFor, setPaywallDismissedFor] = useState<string | null>(null);
  const [chatFor, setChatFor] = useState<string | null>(null);
  const [resetRequest, setResetRequest] = useState(0);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [lessonId]);

  // Mounted once its code has arrived after the page loaded, or as soon as it is opened.
  const selectorLoaded = useAfterPageLoad(loadSelector);
  const openSelector = () => setSelectorOpen(true);

  const lesson = lessonQuery.data;
  const status = lesson ? null : statusOf(lessonQuery.error);
  useLessonTime(lesson ? lessonId : null);

  const summary = lessonsQuery.data?.find((item) => item.lessonId === lessonId);
  const chatActive = chatFor === lessonId;
  const selector = (selectorLoaded || selectorOpen) && (
    <Suspense fallback={null}>
      <LessonSelector
        open={selectorOpen}
        onOpenChange={setSelectorOpen}
        languageCode={languageCode}
        language={languages?.find((language) => language.code === languageCode)}
        lessons={lessonsQuery.data}
        lessonsFailed={Boolean(lessonsQuery.error)}
        currentLessonId={lessonId}
        user={user}
      />
    </Suspense>
  );

  if (status === 404) return <LessonNotFound />;

  if (status === 402) {
    const message = (lessonQuery.error as ApiRequestError).body.message;
    return (
      <>
        <LockedLesson
          number={lessonNumber}
          title={summary?.title}
          message={typeof message === "string" ? message : undefined}
          onUnlock={() => setPaywallDismissedFor(null)}
          onChooseAnother={openSelector}
        />
        <Suspense fallback={null}>
          <PaywallDialog open={paywallDismissedFor !== lessonId} onOpenChange={(open) => setPaywallDismissedFor(open ? null : lessonId)} />
        </Suspense>
        {selector}
      </>
    );
  }

  if (!lesson && lessonQuery.error) {
    return (
      <LessonNotice icon={AlertTriangle} tone="error" title={LESSON_SCREEN_TEXT.errorTitle(LESSON_SCREEN_TEXT.errorMessage)}>
        <button type="button" className="btn-secondary mt-6" onClick={() => void lessonQuery.mutate()}>
          {LESSON_SCREEN_TEXT.retry}
        </button>
      </LessonNotice>
    );
  }

  if (!lesson) return <Spinner label={LESSON_SCREEN_TEXT.loading} />;

  return (
    <>
      <LessonHeader
        number={lesson.number}
        title={lesson.title}
        chatActive={chatActive}
        onOpenSelector={openSelector}
        onToggleChat={() => setChatFor(chatActive ? null : lessonId)}
        onResetConversation={() => setResetRequest((count) => count + 1)}
      />
      {chatActive ? (
        <Suspense fallback={<Spinner label="Opening the tutor" />}>
          <ChatPanel
            lessonTitle={lesson.title}
            resetRequest={resetRequest}
            lessonId={lesson.lessonId}
            languageCode={lesson.languageCode}
            lessons={lessonsQuery.data}
            user={user}
            onShowLessons={openSelector}
          />
        </Suspense>
      ) : (
        <LessonContent lesson={lesson} lessons={lessonsQuery.data} user={user} />
      )}
      {selector}
    </>
  );
}
