/**
 * The card's sentence, heard: the lesson's own voice (the Worker's recording of the sentence, or the
 * browser's voice where the server has none), as the lesson screen plays its sentences
 * (`lesson/lesson-voice.ts`, loaded when first wanted). After a wrong answer it plays once by itself;
 * the button plays it again. A device that cannot say the language says so instead, once, on the card
 * where that was found out; later cards offer no speaker (audibility.ts, decision 034).
 */
import { LoaderCircle, Square, Volume2 } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { languageName } from "../../../contract/page-titles";
import { useSilentLanguage } from "../lesson/audibility";
import type { LessonVoice, SayingState } from "../lesson/lesson-voice";

export const HEAR_TEXT = {
  hear: "Hear the sentence",
  stop: "Stop",
  silent: (language: string) => `This device has no ${language} voice, so the sentence can't be played aloud here.`,
};

const loadLessonVoice = () => import("../lesson/lesson-voice").then((module) => module.LessonVoice);

export function HearSentence({ lessonId, languageCode, text, autoPlay }: { lessonId: string; languageCode: string; text: string; autoPlay: boolean }) {
  const audio = useRef<HTMLAudioElement>(null);
  const voice = useRef<LessonVoice | null>(null);
  const [state, setState] = useState<SayingState>("idle");
  const silent = useSilentLanguage(languageCode);

  const toggle = async () => {
    const media = audio.current;
    if (!media) return;
    if (!voice.current) {
      setState("loading");
      const LessonVoiceClass = await loadLessonVoice().catch((error: unknown) => {
        console.error("The sentence's voice did not load", error);
        return null;
      });
      if (!LessonVoiceClass || !audio.current) return setState("idle");
      voice.current ??= new LessonVoiceClass(lessonId, languageCode, media, (_said, next) => setState(next));
    }
    void voice.current.toggle(text);
  };

  // Once, when the verdict shows.
  const played = useRef(false);
  const playOnce = useEffectEvent(() => {
    if (played.current) return;
    played.current = true;
    void toggle();
  });
  useEffect(() => {
    if (autoPlay) playOnce();
  }, [autoPlay]);
  useEffect(() => () => voice.current?.dispose(), []);

  // Said once, on the card where it was found out; later cards simply offer no speaker.
  const [silentAlready] = useState(silent);
  if (silentAlready) return null;
  if (silent) return <p className="mt-1 text-sm text-muted">{HEAR_TEXT.silent(languageName(languageCode))}</p>;
  const Icon = state === "loading" ? LoaderCircle : state === "playing" ? Square : Volume2;
  return (
    <>
      <audio ref={audio} preload="none" hidden />
      <button
        type="button"
        className="btn-ghost -ml-2 mt-1 h-9 gap-1.5 px-2 text-sm"
        onClick={() => void toggle()}
      >
        <Icon size={16} aria-hidden className={state === "loading" ? "motion-safe:animate-spin" : undefined} />
        {state === "playing" ? HEAR_TEXT.stop : HEAR_TEXT.hear}
      </button>
    </>
  );
}
