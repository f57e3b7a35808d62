/**
 * The offline tutor: a real, deterministic Thinking-Method tutor that needs no network. It walks
 * through the lesson's exercises and asks the learner to build each sentence first. Each message
 * is read for what it means before it is judged: a right answer moves on; a request for help, a
 * question, "I don't understand", "I give up", small talk or another language is answered as such
 * and never counts as a miss; only a real try that is wrong climbs the hint ladder, and the answer
 * comes on the fourth miss or when the learner confirms they want it.
 */
import type { Exercise } from "../../contract/lesson-source";
import type { LessonEnding, LessonTally, ExercisePlace, ReportableAnswer, ScratchPad, WordMark } from "../../contract/wire";
import { checkAnswer, normalise, type Verdict } from "./answer-check";
import { expandAnswer } from "../../contract/answer-pattern";
import { asksForTime, isSmallTalk, recogniseIntent, type Intent, type IntentKind } from "./intent";
import { LANGUAGE_NAMES } from "./language-guess";
import { howToSay, lessonAnswer, meaningOf, whyAnswer, type AskedLesson } from "./lesson-answers";
import { endingOf, endingText, placeOf } from "./lesson-ending";
import { definesWord, lessonGlossary, type LessonGlossary } from "./lesson-words";
import { askFor, explainTask, nextHint, offerAnswer, onCorrect, onMiss, onUnsure, reveal, skip, stay, WORKED_EXAMPLE_RUNG, type TurnState } from "./tutor-moves";
import { AnswerShield, shieldFor, tokensOf, unearnedAnswers } from "./unearned-answers";
import { compareWords } from "./word-marks";
import { afterReveal } from "./after-reveal";

export { askFor } from "./tutor-moves";

export interface TutorLesson {
  lessonId: string;
  number: number;
  title: string;
  languageName: string;
  exercises: Exercise[];
  /** The lesson body, markdown. */
  body: string;
}

/** Where the learner is in the lesson; kept by the conversation between turns. */
export interface ExerciseProgress {
  exerciseIndex: number;
  /** Real wrong tries on the current sentence (questions and requests never count). */
  misses: number;
  /** Hints shown on this sentence: 1 the nudge, 2 the targeted hint, 3 the worked example. */
  rung?: number;
  /** The learner asked for the answer and was shown the worked example: a yes now reveals it. */
  offered?: boolean;
  /** Words of the answer the learner got wrong or left out on this sentence (for the notes). */
  missed?: string[];
  /** Structures to review, gathered on this pass through the lesson. */
  review?: string[];
  /** The answer was shown: the learner's next try counts for this sentence, then the tutor goes on. */
  revealed?: boolean;
  /** A question of the lesson text the learner chose to try ("Try it with the tutor"): the sentence until it is answered. */
  tryIt?: TryItProgress;
  /** How the sentences finished on this pass went, for the lesson's ending. */
  tally?: LessonTally;
}

/** The "Try it" question, as an exercise, and the learner's progress on it (worker/tutor/try-it.ts). */
export interface TryItProgress {
  exercise: Exercise;
  progress: ExerciseProgress;
  /** A "Try it" task inviting sentences of the learner's own (worker/tutor/free-practice.ts). */
  practice?: boolean;
}

export interface TutorTurn {
  reply: string;
  progress: ExerciseProgress;
  scratchPad: ScratchPad;
  /** What the learner's message was taken as. */
  intent: IntentKind;
  /** The checker's verdict, when the message was judged as an answer. */
  verdict?: Verdict;
  marks?: WordMark[];
  place?: ExercisePlace | null;
  ending?: LessonEnding;
  /** An answer the checker could not place: the learner may report it as one that should be accepted. */
  reportable?: ReportableAnswer;
  /** The "Try it" question was answered (right, shown or skipped): the screen's banner leaves. */
  tryItAnswered?: boolean;
}

/** The checker, told the course's language: the real one unless a test hands the turn another. */
export type AnswerChecker = (attempt: string, accepted: readonly string[], languageCode?: string, prompt?: string) => Verdict;

export interface TurnOptions {
  check?: AnswerChecker;
  /** What a teacher decided about this sentence before, when they turned it down: no report is offered again. */
  dismissed?: string;
  /** Answers of the lesson still unearned while the turn is on another sentence (a "Try it" question): kept out of answers to questions too. */
  alsoUnearned?: readonly string[];
}

export const START: ExerciseProgress = { exerciseIndex: 0, misses: 0 };

/** The checker, told the course's language (its third argument, where it takes one). */
const judge: AnswerChecker = checkAnswer;

/** The part of a message that is judged as an answer (and reported as one). */
export const attemptOf = (text: string) => text.trim().slice(0, 400);

/** The language code of a lesson id (`de-lesson02` → de). */
export function lessonLanguage(lesson: Pick<TutorLesson, "lessonId">): string {
  return /^([a-z]{2})-/.exec(lesson.lessonId)?.[1] ?? "";
}

export function greeting(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad): string {
  const exercise = lesson.exercises[progress.exerciseIndex];
  const intro = `Hi! I'm your tutor for Lesson ${lesson.number}: ${lesson.title}.`;
  const method = "We'll build sentences together: you try first, and I'll help you correct yourself. Take your time, and type hint whenever you want a nudge.";
  const memory = pad.struggles.length ? ` Last time, ${pad.struggles[0]} was tricky, so we'll keep an eye on it.` : "";
  if (!exercise) return `${intro}${memory} You've worked through every sentence here. Ask me anything about the lesson, or type again to practise once more.`;
  const position = progress.exerciseIndex > 0 ? `Let's carry on with sentence ${progress.exerciseIndex + 1} of ${lesson.exercises.length}.` : `First sentence, 1 of ${lesson.exercises.length}.`;
  return `${intro} ${method}${memory}\n\n${position} ${askFor(exercise)}`;
}

/** The place and, once the sentences are done, the summary: what the screen shows beside the chat. */
export function lessonDetails(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad): { place: ExercisePlace | null; ending?: LessonEnding } {
  const place = placeOf(lesson.exercises, progress.exerciseIndex);
  return place ? { place } : { place, ending: endingOf(lesson.exercises, progress.review, progress.tally, pad.knownVocabulary.length) };
}

/** Whether most of a message's words belong to an answer of the sentence: then it is a try, whatever it looks like. */
function resemblesAnswer(exercise: Exercise, text: string): boolean {
  const said = tokensOf(text).map((token) => token.key);
  if (!said.length) return false;
  // A greeting or thanks is small talk unless the answer says it: こんにちは shares its kana with many answers.
  if (isSmallTalk(text) && !exercise.answers.some((answer) => normalise(answer).includes(normalise(text)))) return false;
  const answer = new Set(exercise.answers.flatMap(expandAnswer).flatMap((item) => tokensOf(item).map((token) => token.key)));
  return said.filter((key) => answer.has(key)).length / said.length >= 0.6;
}

function asked(lesson: TutorLesson, glossary: LessonGlossary, exerciseIndex: number, shield: AnswerShield): AskedLesson {
  return { body: lesson.body, languageName: lesson.languageName, exercises: lesson.exercises, glossary, shield, exerciseIndex };
}

function smallTalk(said: string): string {
  if (asksForTime(said)) return "Take your time: type the sentence when you're ready.";
  if (/thank|danke|gracias|merci|धन्यवाद|शुक्रिया|shukriya|dhanyava|ಧನ್ಯವಾದ|ありがと|arigat|谢谢|xie ?xie/iu.test(said)) return "You're welcome!";
  if (/how are you|wie geht|que tal|ca va|ça va/iu.test(said)) return "I'm doing well, thanks for asking! Let's keep your practice going.";
  if (/who are you|are you (a bot|real|human|an ai)/iu.test(said)) return "I'm your Parlo tutor for this lesson: I help you build each sentence yourself.";
  if (/^(hi|hello|hey|hallo|hola|bonjour|salut|namaste|नमस्ते|ನಮಸ್ಕಾರ|namaskara|こんにちは|konnichiwa|你好|ni ?hao|good (morning|afternoon|evening))\b/iu.test(said)) return "Hello! Good to see you.";
  return "😊";
}

/** The answer to a question (a word, a why, anything else), from the lesson. */
function answerQuestion(lesson: AskedLesson, intent: Intent, said: string, structure: string | undefined): string {
  if (intent.kind === "word-meaning") return intent.direction === "say" ? howToSay(lesson, intent.term) : meaningOf(lesson, intent.term);
  if (intent.kind === "why") return whyAnswer(lesson, said, structure);
  return lessonAnswer(lesson, said);
}

/** After the last sentence: questions are answered, "again" starts over, anything else points onwards. */
function afterTheEnd(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, said: string, glossary: () => LessonGlossary): TutorTurn {
  const intent = recogniseIntent(said, { languageCode: lessonLanguage(lesson), isLessonWord: (term) => definesWord(glossary(), term) });
  const details = lessonDetails(lesson, progress, pad);
  // "again" starts over; "what next?" asks for the way on, below.
  if ((intent.kind === "repeat" && !/\bnext\b/i.test(said)) || /^(start again|restart|practi[sc]e again)\b/i.test(said)) {
    return { reply: `Let's go again. ${askFor(lesson.exercises[0]!)}`, progress: START, scratchPad: pad, intent: intent.kind, place: placeOf(lesson.exercises, 0) };
  }
  if (["word-meaning", "why", "question"].includes(intent.kind)) {
    const reply = answerQuestion(asked(lesson, glossary(), -1, new AnswerShield([])), intent, said, undefined);
    return { reply, progress, scratchPad: pad, intent: intent.kind, ...details };
  }
  const reply = `You've worked through every sentence here. ${endingText(details.ending!).replace(/^That was the last sentence of this lesson\.\n\n/, "")} Or ask me anything about the lesson, or type again to practise once more.`;
  return { reply, progress, scratchPad: pad, intent: intent.kind, ...details };
}

/** One turn: the learner's text in, the tutor's reply and the updated state out. */
export function offlineTurn(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, text: string, options: TurnOptions = {}): TutorTurn {
  const said = text.trim();
  const exercise = lesson.exercises[progress.exerciseIndex];
  let glossary: LessonGlossary | undefined;
  const getGlossary = () => (glossary ??= lessonGlossary(lesson.body, lesson.exercises));
  if (!exercise) return afterTheEnd(lesson, progress, pad, said, getGlossary);

  const languageCode = lessonLanguage(lesson);
  const state: TurnState = { lesson, progress, pad, exercise, languageCode, glossary: getGlossary };
  // A right answer is right, whatever it looks like ("Warum?" can be the sentence asked for).
  const verdict = (options.check ?? judge)(attemptOf(said), exercise.answers, languageCode, exercise.prompt);
  const marks = () => (verdict.kind === "unsure" ? undefined : compareWords(said, verdict, languageCode, exercise.answers));
  if (progress.revealed && verdict.kind === "correct") return afterReveal(state, verdict, "attempt", marks())!;
  if (verdict.kind === "correct") return { ...onCorrect(state, verdict, marks()!), verdict };

  const intent = recogniseIntent(said, {
    languageCode,
    awaitingConfirmation: progress.offered === true,
    isLessonWord: (term) => definesWord(getGlossary(), term),
    resemblesAnswer: (message) => resemblesAnswer(exercise, message),
  });
  const language = lesson.languageName;
  const afterShown = progress.revealed ? afterReveal(state, verdict, intent.kind, marks()) : null;
  if (afterShown) return afterShown;
  switch (intent.kind) {
    case "attempt":
      // A sentence the checker cannot place is never called wrong: no miss, and it can be reported.
      if (verdict.kind === "unsure") return { ...onUnsure(state, attemptOf(said), options.dismissed), verdict };
      return { ...onMiss(state, verdict, compareWords(said, verdict, languageCode, exercise.answers)), verdict };
    case "help":
      return nextHint(state);
    case "confused":
      return explainTask(state);
    case "give-up":
    case "tell-answer":
      return offerAnswer(state, intent.kind);
    case "confirm":
      return { ...reveal(state, ""), intent: "confirm" };
    case "decline":
      return stay(state, "decline", "Good, have a go! Take your time.");
    case "skip":
      return { ...skip(state), intent: "skip" };
    case "repeat":
      return stay(state, "repeat", `Sure. We're on sentence ${progress.exerciseIndex + 1} of ${lesson.exercises.length}.`);
    case "small-talk":
      return stay(state, "small-talk", `${smallTalk(said)} Now, back to our sentence.`);
    case "other-language":
      return stay(state, "other-language", `That looks like ${LANGUAGE_NAMES[intent.language] ?? "another language"}, not ${language}. Let's build it in ${language}.`);
    case "off-topic":
      return stay(
        state,
        "off-topic",
        intent.long
          ? "That's a long message! I check one sentence at a time, so let's stay with this one."
          : resemblesPrompt(exercise, said)
            ? `That's the English sentence. Now let's say it in ${language}.`
            : `Let's keep to the lesson for now. Answer in ${language}, or ask me about a word.`,
      );
    default: {
      const shield = shieldFor([...unearnedAnswers(lesson.exercises, { exerciseIndex: progress.exerciseIndex, exampleShown: (progress.rung ?? 0) >= WORKED_EXAMPLE_RUNG }), ...(options.alsoUnearned ?? [])]);
      const answer = answerQuestion(asked(lesson, getGlossary(), progress.exerciseIndex, shield), intent, said, exercise.structure);
      // The answer is checked once more as a whole: nothing in it may spell out what is still to be built.
      return stay(state, intent.kind, `${shield.mask(answer)}\n\nNow, back to our sentence: ${askFor(exercise)}`, {}, false);
    }
  }
}

/**
 * A sentence the checker could not place, accepted because a second opinion (a model's, or a
 * teacher's decided before) found it right: praised gently, the lesson's own sentence shown beside it.
 */
export function acceptedTurn(lesson: TutorLesson, progress: ExerciseProgress, pad: ScratchPad, text: string, by: "model" | "teacher"): TutorTurn {
  const exercise = lesson.exercises[progress.exerciseIndex]!;
  const languageCode = lessonLanguage(lesson);
  const said = attemptOf(text);
  const who = by === "teacher" ? "a teacher has confirmed it" : "it reads as correct";
  const verdict: Verdict = {
    kind: "correct",
    answer: said,
    noteText: `It isn't one of the sentences this lesson lists, but ${who}, so I'm counting it. The lesson builds it as “${exercise.answers[0]}”.`,
  };
  const state: TurnState = { lesson, progress, pad, exercise, languageCode, glossary: () => lessonGlossary(lesson.body, lesson.exercises) };
  return { ...onCorrect(state, verdict, compareWords(said, verdict, languageCode, exercise.answers)), verdict };
}

function resemblesPrompt(exercise: Exercise, said: string): boolean {
  const keys = (text: string) => tokensOf(text).map((token) => token.key).join(" ");
  return keys(exercise.prompt) === keys(said);
}
