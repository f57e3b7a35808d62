/**
 * One lesson of one language: loads the lesson, the language's lessons and the languages, and
 * shows the spinner, the not-found page, the locked card with the paywall, the error, or the
 * lesson with its header, selector and chat toggle. From 1024 px the open chat stands beside the
 * lesson, each scrolling on its own; on a narrower screen it takes the lesson's place.
 */
import { AlertTriangle } from "lucide-react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import useSWR from "swr";
import { lessonIdFor } from "../../../contract/lesson-ids";
import { lessonPageTitle } from "../../../contract/page-titles";
import type { Lesson, LessonSummary } from "../../../contract/wire";
import { Spinner } from "../../components/Spinner";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { lessonsUrl, lessonUrl, useLanguages } from "../../lib/languages";
import { LessonContent } from "./LessonContent";
import { LessonHeader } from "./LessonHeader";
import { LessonNotFound } from "./LessonNotFound";
import { LessonNotice } from "./LessonNotice";
import { useFillViewport } from "./chat/useFillViewport";
import { LockedLesson } from "./LockedLesson";
import { useLessonTime } from "./useLessonTime";

// The tutor chat (speech, recording, the socket) loads when the learner first opens it. The
// selector and the paywall (Radix Dialog, its focus trap and scroll lock) load when first needed,
// so the lesson text does not wait for their code (decision 015); the selector's code is fetched
// when the learner reaches for its button (pointer over it, focus), so opening it is near instant.
const ChatPanel = lazy(() => import("./ChatPanel").then((module) => ({ default: module.ChatPanel })));
const loadSelector = () => import("./LessonSelector").then((module) => ({ default: module.LessonSelector }));
const LessonSelector = lazy(loadSelector);
const PaywallDialog = lazy(() => import("./PaywallDialog").then((module) => ({ default: module.PaywallDialog })));

export const LESSON_SCREEN_TEXT = {
  errorTitle: (message: string) => `Error Loading Lesson: ${message}`,
  /** docs/product/lessons.md: the single-lesson failure, whatever went wrong. */
  errorMessage: "Failed to load the selected lesson",
  retry: "Try again",
  loading: "Loading lesson",
};

/** From this width the chat stands beside the lesson instead of in its place (styles/lesson.css). */
const SIDE_BY_SIDE = "(min-width: 1024px)";

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
  /** The lesson question the learner chose to try with the tutor, shown above the chat's input. */
  const [exercise, setExercise] = useState<string | null>(null);
  /** That question is a "Try it" task inviting sentences of the learner's own. */
  const [practice, setPractice] = useState(false);
  const chatActive = chatFor === lessonId;
  const { ref: split, style: splitSize } = useFillViewport<HTMLDivElement>(chatActive);
  const textColumn = useRef<HTMLDivElement>(null);
  const readingAt = useRef(0);
  /** The lesson whose conversation the learner asked to reset: the chat confirms it first. */
  const [confirmingResetFor, setConfirmingResetFor] = useState<string | null>(null);

  // Another lesson opens at its top. Not the first one: on a page the Worker drew, the learner may
  // have read on before the app took it over, and a jump to the top lost their place and their tap.
  const shownLesson = useRef(lessonId);
  useEffect(() => {
    if (shownLesson.current === lessonId) return;
    shownLesson.current = lessonId;
    window.scrollTo(0, 0);
  }, [lessonId]);

  // Mounted from its first opening on, so it can close with its animation and open again at once.
  const [selectorWanted, setSelectorWanted] = useState(false);
  const openSelector = () => {
    setSelectorWanted(true);
    setSelectorOpen(true);
  };
  const prepareSelector = () => void loadSelector().catch(() => undefined);

  const lesson = lessonQuery.data;
  const status = lesson ? null : statusOf(lessonQuery.error);
  useLessonTime(lesson ? lessonId : null);

  const summary = lessonsQuery.data?.find((item) => item.lessonId === lessonId);
  // The tab names the lesson from its first moment: by number until its title is known.
  const title = <title>{lessonPageTitle(languageCode, lessonNumber, lesson?.title ?? summary?.title)}</title>;

  // Beside the chat the lesson scrolls in its own column: the learner keeps their place in it when
  // the chat opens and closes.
  useLayoutEffect(() => {
    const column = textColumn.current;
    if (!column || !window.matchMedia?.(SIDE_BY_SIDE).matches) return;
    if (chatActive) {
      column.scrollTop = readingAt.current;
      window.scrollTo(0, 0);
    } else window.scrollTo(0, readingAt.current);
  }, [chatActive]);
  const selector = selectorWanted && (
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

  const openChat = (prompt: string | null, practising = false) => {
    readingAt.current = window.scrollY;
    setExercise(prompt);
    setPractice(practising);
    setConfirmingResetFor(null);
    setChatFor(lessonId);
  };
  const closeChat = () => {
    readingAt.current = textColumn.current?.scrollTop ?? 0;
    setChatFor(null);
  };

  if (status === 404) return <LessonNotFound />;

  if (status === 402) {
    const message = (lessonQuery.error as ApiRequestError).body.message;
    return (
      <>
        {title}
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
        {title}
        <button type="button" className="btn-secondary mt-6" onClick={() => void lessonQuery.mutate()}>
          {LESSON_SCREEN_TEXT.retry}
        </button>
      </LessonNotice>
    );
  }

  if (!lesson) {
    return (
      <>
        {title}
        <Spinner label={LESSON_SCREEN_TEXT.loading} />
      </>
    );
  }

  return (
    <>
      {title}
      <LessonHeader
        number={lesson.number}
        title={lesson.title}
        chatActive={chatActive}
        onOpenSelector={openSelector}
        onPrepareSelector={prepareSelector}
        onToggleChat={() => (chatActive ? closeChat() : openChat(null))}
        onResetConversation={() => setConfirmingResetFor(lessonId)}
      />
      <div ref={split} style={chatActive ? splitSize : undefined} className={chatActive ? "lesson-split" : undefined}>
        <div ref={textColumn} className={chatActive ? "lesson-split-text" : undefined}>
          <LessonContent
            lesson={lesson}
            lessons={lessonsQuery.data}
            user={user}
            onPractise={() => openChat(null)}
            onTryExercise={(prompt, practising) => openChat(prompt, practising)}
          />
        </div>
        {chatActive && (
          <Suspense fallback={<Spinner label="Opening the tutor" />}>
            <ChatPanel
              lessonTitle={lesson.title}
              lessonId={lesson.lessonId}
              languageCode={lesson.languageCode}
              lessons={lessonsQuery.data}
              user={user}
              onShowLessons={openSelector}
              exercise={exercise}
              practice={practice}
              onExerciseDone={() => setExercise(null)}
              confirmingReset={confirmingResetFor === lessonId}
              onConfirmingResetChange={(open) => setConfirmingResetFor(open ? lessonId : null)}
            />
          </Suspense>
        )}
      </div>
      {selector}
    </>
  );
}
