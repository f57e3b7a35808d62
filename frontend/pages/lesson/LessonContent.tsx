/**
 * The lesson text: the Worker's HTML, already safe (worker/lessons/html-safety.ts), with its own
 * language marked and its answers in reveals (worker/lessons/sayings.ts, answer-reveals.ts), set for
 * long reading (styles/lesson.css). Script adds the play controls and "Try it with the tutor"
 * (lesson-controls.ts), the slow switch and the script's font; then "Practise with your tutor",
 * "Mark lesson as done" and the previous/next buttons. Links inside the text that stay in Parlo are
 * followed by the router instead of reloading the app.
 */
import { MessageCircle } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { hasSayings, lessonTextLabel } from "../../../contract/prerendered-pages";
import type { Lesson, LessonSummary, User } from "../../../contract/wire";
import { useSilentLanguage } from "./audibility";
import { inTaskOfItsOwn } from "../../lib/after-page-load";
import { addLessonControls, PRACTICE_BUTTON, SAY_BUTTON, showSayingState, TRY_BUTTON } from "./lesson-controls";
import type { LessonVoice } from "./lesson-voice";
import { LessonNav } from "./LessonNav";
import { ListenBar } from "./ListenBar";
import { MarkLessonDone } from "./MarkLessonDone";
import { loadScriptFont } from "../../lib/script-fonts";

export const LESSON_CONTENT_TEXT = {
  label: lessonTextLabel,
  practise: "Practise with your tutor",
};

// The voice's code (the speech request, WAV decoding, the browser's voices) loads when a play control
// is first pressed: the lesson's first paint does not wait for it.
const loadLessonVoice = () => import("./lesson-voice").then((module) => module.LessonVoice);

/** The slow switch's rate: three quarters of normal speed. */
export const SLOW_RATE = 0.75;

interface LessonContentProps {
  lesson: Lesson;
  lessons: readonly LessonSummary[] | undefined;
  user: User | null;
  /** Opens the tutor chat, where the tutor takes up the first sentence not yet done. */
  onPractise(): void;
  /** Opens the tutor chat on one of the lesson's questions. */
  /** `practice`: a "Try it" task inviting sentences of the learner's own. */
  onTryExercise(prompt: string, practice: boolean): void;
}

export function LessonContent({ lesson, lessons, user, onPractise, onTryExercise }: LessonContentProps) {
  const navigate = useNavigate();
  const article = useRef<HTMLElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const voice = useRef<LessonVoice | null>(null);
  /** Counts the lesson texts shown, so a voice whose code arrives after the lesson changed is not made. */
  const shown = useRef(0);
  const [slow, setSlow] = useState(false);
  // Read by a voice made after its code arrived, which may be after the switch changed.
  const slowRef = useRef(slow);

  useEffect(() => loadScriptFont(lesson.languageCode), [lesson.languageCode]);
  // A device that cannot say the language gets no speakers, and the bar says why (audibility.ts).
  const silent = useSilentLanguage(lesson.languageCode);

  useEffect(() => {
    const root = article.current;
    if (!root) return;
    // In a task of its own: taking a drawn lesson over already runs every effect of the screen in one.
    const cancel = inTaskOfItsOwn(() => addLessonControls(root));
    return () => {
      cancel();
      shown.current += 1;
      voice.current?.dispose();
      voice.current = null;
    };
  }, [lesson.html, lesson.lessonId, lesson.languageCode]);

  const say = async (text: string) => {
    const root = article.current;
    const media = audio.current;
    if (!root || !media) return;
    if (!voice.current) {
      const showing = shown.current;
      showSayingState(root, text, "loading");
      const LessonVoiceClass = await loadLessonVoice().catch((error: unknown) => {
        console.error("The lesson's voice did not load", error);
        return null;
      });
      if (showing !== shown.current) return;
      if (!LessonVoiceClass) return showSayingState(root, text, "idle");
      voice.current ??= new LessonVoiceClass(lesson.lessonId, lesson.languageCode, media, (said, state) => showSayingState(root, said, state));
      voice.current.rate = slowRef.current ? SLOW_RATE : 1;
    }
    void voice.current.toggle(text);
  };

  useEffect(() => {
    slowRef.current = slow;
    if (voice.current) voice.current.rate = slow ? SLOW_RATE : 1;
  }, [slow, lesson.html]);

  const onArticleClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const sayButton = target.closest(`[${SAY_BUTTON}]`);
    if (sayButton) return void say(sayButton.getAttribute(SAY_BUTTON) ?? "");
    const exercise = target.closest(`[${TRY_BUTTON}]`);
    if (exercise) return onTryExercise(exercise.getAttribute(TRY_BUTTON) ?? "", exercise.hasAttribute(PRACTICE_BUTTON));
    followInAppLinks(event);
  };

  const followInAppLinks = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (url.origin !== window.location.origin || samePage) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-6 sm:px-6 md:pt-10">
      {hasSayings(lesson.html) && <ListenBar slow={slow} onSlowChange={setSlow} silentLanguage={silent ? lesson.languageCode : null} />}
      {/* data-lesson-text: the slot the Worker writes a lesson page's text into (worker/routes/lesson-page.ts). */}
      <article
        data-lesson-text
        ref={article}
        aria-label={LESSON_CONTENT_TEXT.label(lesson.title)}
        className="lesson-prose"
        data-language={lesson.languageCode}
        data-silent={silent || undefined}
        onClick={onArticleClick}
        dangerouslySetInnerHTML={{ __html: lesson.html }}
      />
      {/* The one element the lesson's sentences play in: one at a time. */}
      <audio ref={audio} hidden data-lesson-audio="" />
      <button type="button" className="btn-primary mt-4 w-full gap-2 sm:w-auto" onClick={onPractise}>
        <MessageCircle size={18} aria-hidden />
        {LESSON_CONTENT_TEXT.practise}
      </button>
      <MarkLessonDone lessonId={lesson.lessonId} languageCode={lesson.languageCode} />
      <LessonNav lessons={lessons} lessonId={lesson.lessonId} user={user} />
    </div>
  );
}
