/**
 * Speech for the lessons, generated ahead (`npm run seed -- --remote`): every word and sentence a
 * lesson marks as its language (worker/lessons/sayings.ts) is synthesised once, in the voice the
 * provider has for that language, and kept under the key the Worker's speech cache reads
 * (worker/tutor/speech.ts), so a learner's first press of a play control is answered from R2. A
 * sentence already kept is never synthesised again; languages without a voice are left to the
 * browser's own voice.
 */
import { lessonLanguage, renderLesson } from "../worker/lessons/markdown";
import type { CourseContent } from "../worker/db/seed";
import type { TutorProvider } from "../worker/tutor/providers/types";
import { speechCacheKey, synthesizeClip } from "../worker/tutor/speech";

/** Where speech is kept: the R2 bucket, reached however the caller can. */
export interface SpeechStore {
  has(key: string): Promise<boolean>;
  /** `mediaType`: the clip's, kept as the object's content type (the Worker reads PCM and MP3 by it). */
  put(key: string, audio: Uint8Array, mediaType: string): Promise<void>;
}

export interface SpokenAhead {
  made: number;
  kept: number;
  withoutVoice: string[];
}

export async function speakAhead(content: CourseContent, provider: TutorProvider, store: SpeechStore): Promise<SpokenAhead> {
  const result: SpokenAhead = { made: 0, kept: 0, withoutVoice: [] };
  const speech = provider.textToSpeech;
  for (const language of content.languages) {
    const voice = speech?.voiceFor(language.code);
    if (!speech || !voice) {
      result.withoutVoice.push(language.code);
      continue;
    }
    for (const lesson of content.lessons.filter((item) => item.languageCode === language.code)) {
      const { sayings } = renderLesson(lesson.markdown, lessonLanguage(language.code, language.name, lesson.exercises));
      for (const text of sayings) {
        const key = speechCacheKey(text, language.code, voice);
        if (await store.has(key)) {
          result.kept++;
          continue;
        }
        const { audio, mediaType } = await synthesizeClip(speech, text, language.code, voice);
        await store.put(key, audio, mediaType);
        result.made++;
      }
    }
  }
  return result;
}
