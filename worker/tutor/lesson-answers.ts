/**
 * Answers to a learner's questions, from the lesson alone: what a word means (with an example),
 * how to say an English word, why a structure works as it does, and anything else the text
 * explains. Nothing here spells out an answer the learner has not earned: a passage holding one
 * gives way to another, or has it masked.
 */
import type { Exercise } from "../../contract/lesson-source";
import { englishKeys, findMeaning, findWord, keysOf, sentencesWith, wordInScript, type LessonGlossary, type LessonSentence, type LessonWord } from "./lesson-words";
import { passages, rankPassages, shorten, type Passage } from "./lesson-search";
import type { AnswerShield } from "./unearned-answers";

export interface AskedLesson {
  body: string;
  languageName: string;
  exercises: readonly Exercise[];
  glossary: LessonGlossary;
  shield: AnswerShield;
  /** The sentence being built, or -1 once the lesson is done. */
  exerciseIndex: number;
}

const named = (word: LessonWord) => (word.romanised && keysOf(word.romanised).join(" ") !== keysOf(word.target).join(" ") ? `“${word.target}” (${word.romanised})` : `“${word.target}”`);

/** A sentence of the lesson as the tutor quotes it: its script, then how it sounds and what it means where the lesson says. */
function quoted(sentence: LessonSentence): string {
  const asides = [sentence.romanised?.replace(/[.!?]$/, ""), sentence.english?.replace(/[.!?]$/, "")].filter(Boolean);
  return `“${sentence.target}”${asides.length ? ` (${asides.join(": ")})` : ""}`;
}

/** An example sentence from the lesson holding one of the forms, longer than the word itself and earned. */
function exampleFor(lesson: AskedLesson, forms: (string | undefined)[], minimumWords: number): string {
  const example = sentencesWith(lesson.glossary, forms.filter((form): form is string => Boolean(form))).find(
    (sentence) => keysOf(sentence.target).length > minimumWords && !lesson.shield.contains(sentence.target),
  );
  return example ? ` For example: ${quoted(example)}.` : "";
}

/** Unique meanings of the entries for the same word ("you are, polite …"), at most two. */
function meanings(entries: LessonWord[]): string {
  return [...new Set(entries.map((entry) => entry.meaning))].slice(0, 2).join("”, or “");
}

/** Up to six of the lesson's words, each once however the lesson capitalised it (je voudrais, Je voudrais). */
function someLessonWords(lesson: AskedLesson): string {
  const byKey = new Map<string, string>();
  for (const { target } of lesson.glossary.words) {
    if (!lesson.shield.contains(target) && !byKey.has(target.toLocaleLowerCase())) byKey.set(target.toLocaleLowerCase(), target);
  }
  const words = [...byKey.values()].slice(0, 6);
  return words.length ? ` Words you can ask me about: ${words.join(", ")}.` : "";
}

/** "What does müde mean?": the lesson's meaning of the word and an example from the lesson. */
export function meaningOf(lesson: AskedLesson, term: string): string {
  const entries = findWord(lesson.glossary, term);
  const word = entries[0];
  if (word) {
    if (lesson.shield.contains(word.target)) return `“${term}” is the very answer you're working towards, so I'll let you find it. Type hint if you'd like a nudge.`;
    const same = entries.filter((entry) => keysOf(entry.target).join(" ") === keysOf(word.target).join(" "));
    return `${named(word)} means “${meanings(same)}”.${exampleFor(lesson, [word.target, word.romanised], keysOf(word.target).length)}`;
  }
  const uses = sentencesWith(lesson.glossary, [term]);
  const earned = uses.find((sentence) => !lesson.shield.contains(sentence.target));
  if (earned) {
    // Asked in Latin letters for a word of another script: named in its own script too.
    const written = wordInScript(earned, term);
    return `This lesson doesn't give “${written ? `${written}” (${term})` : `${term}”`} on its own, but you can see it at work in ${quoted(earned)}.`;
  }
  // Not quoted: the word may be a whole answer still to build, which the answer shield would blank out.
  if (uses.length) return "That word belongs to a sentence you haven't built yet, so I'll let you discover it there.";
  // A little word the text teaches in prose ("the past puts the little word ने (ne) after the person who did it").
  const taught = taughtIn(lesson, term);
  if (taught) return `Here's how the lesson explains “${term}”: ${taught}`;
  return `“${term}” isn't one of this lesson's words.${someLessonWords(lesson)}`;
}

/** The lesson's own explanation of a word it writes in bold in its prose, by its script or its romanisation, when it gives nothing away. */
function taughtIn(lesson: AskedLesson, term: string): string | null {
  const [wanted, ...more] = keysOf(term);
  if (!wanted || more.length) return null;
  // "**ने** (*ne*)": the word in bold, perhaps with its romanisation in italics after it.
  const bold = [...lesson.body.matchAll(/\*\*([^*]+)\*\*(?:\s*\(\*([^*]+)\*\))?/g)].find((match) => [match[1], match[2]].some((form) => form && keysOf(form).join(" ") === wanted));
  if (!bold) return null;
  const forms = [bold[1], bold[2]].flatMap((form) => (form ? keysOf(form) : []));
  const passage = passages(lesson.body).find((each) => each.kind === "paragraph" && forms.every((key) => keysOf(each.text).includes(key)));
  return passage && !lesson.shield.contains(passage.text) ? shorten(withItsExamples(lesson, passage)) : null;
}

/** "How do I say tired?": the lesson's word for it, unless that is the sentence still to be built. */
export function howToSay(lesson: AskedLesson, term: string): string {
  const wanted = englishKeys(term);
  const exerciseAt = lesson.exercises.findIndex((exercise) => englishKeys(exercise.prompt) === wanted);
  if (exerciseAt >= 0 && exerciseAt === lesson.exerciseIndex) return "That's the very sentence we're building now, so I won't hand it over. Have a go: a try that's wrong teaches you more than an answer you're given.";
  if (exerciseAt > lesson.exerciseIndex && lesson.exerciseIndex >= 0) return "That sentence comes up later in this lesson, and you'll build it yourself. Let's finish this one first.";
  if (exerciseAt >= 0) return `You built that one earlier: “${lesson.exercises[exerciseAt]!.answers[0]}”.`;
  const sentence = lesson.glossary.sentences.find((item) => item.english && englishKeys(item.english) === wanted);
  if (sentence) {
    return lesson.shield.contains(sentence.target)
      ? "That's very close to the sentence you're building, so I'll keep it for a hint. Try yours first."
      : `In this lesson: “${sentence.target}”.`;
  }
  const words = findMeaning(lesson.glossary, term).filter((word) => !lesson.shield.contains(word.target));
  const word = words[0];
  if (word) return `“${term}” is ${named(word)}.${exampleFor(lesson, [word.target, word.romanised], keysOf(word.target).length)}`;
  return `I can't find “${term}” among this lesson's words.${someLessonWords(lesson)}`;
}

/** A passage that stops at a colon introduces what follows it ("…the all-purpose one is 个 (ge):"). */
const introducesExamples = (text: string) => /:\s*$/.test(text);
/** A question the lesson puts to the learner ("How would you ask where your car is?") explains nothing. */
const asksTheLearner = (passage: Passage) => /\bhow (?:would|do|could) you\b|\?\s*$/i.test(passage.text);

/**
 * A passage that introduces examples, with the examples that follow it in its section, as long as
 * they give nothing away and fit; a colon left with nothing after it becomes a full stop.
 */
function withItsExamples(lesson: AskedLesson, passage: Passage): string {
  if (!introducesExamples(passage.text)) return passage.text;
  const all = passages(lesson.body);
  let text = passage.text;
  let added = 0;
  for (let at = all.indexOf(passage) + 1; at > 0 && at < all.length && added < 3; at++) {
    const next = all[at]!;
    // A table's first row names its columns.
    if (next.kind === "row" && all[at - 1]!.kind !== "row") continue;
    const shown = next.text.replace(/^(?:·\s*)+|(?:\s*·)+$/g, "").trim();
    if (next.section !== passage.section || asksTheLearner(next) || lesson.shield.contains(shown) || text.length + shown.length > 400) break;
    text += `${added ? ";" : ""} ${shown}`;
    added++;
    if (next.kind === "paragraph" && !introducesExamples(next.text)) break;
  }
  text = text.replace(/:\s*$/, ".");
  return /[.!?。！？।)"”]$/u.test(text) ? text : `${text}.`;
}

/** The best of the ranked passages that explains (not one of the lesson's own questions) and gives nothing away; else the best one with the answers masked. */
function earnedPassage(lesson: AskedLesson, ranked: Passage[]): string | null {
  const explaining = ranked.filter((passage) => !asksTheLearner(passage));
  const safe = explaining.slice(0, 12).find((passage) => !lesson.shield.contains(passage.text));
  if (safe) return shorten(withItsExamples(lesson, safe));
  const best = explaining[0];
  return best ? shorten(lesson.shield.mask(best.text)) : null;
}

/** Prose that explains, not an example line: English's little words ("the", "goes", "means") four times or more. */
const explainsInEnglish = (passage: Passage) => (passage.text.match(/\b(?:the|a|an|is|are|it|you|goes|means|when|for|with|and|to|of|in)\b/gi) ?? []).length >= 4;

/** "Why …?": the lesson's explanation of the structure the current sentence practises. */
export function whyAnswer(lesson: AskedLesson, question: string, structure: string | undefined): string {
  const ranked = rankPassages(lesson.body, question, structure);
  // A bare "why?" is about the structure in play: its explanation in English prose first, then its examples and tables.
  // The lesson's opening ("Today you'll talk about your family…") tells what is coming, not why.
  const opening = passages(lesson.body)[0]?.section;
  const paragraphs = [...ranked.filter((passage) => passage.kind === "paragraph" && passage.section !== opening), ...ranked.filter((passage) => passage.kind === "paragraph" && passage.section === opening)];
  const preferred = structure
    ? [...paragraphs.filter(explainsInEnglish), ...paragraphs.filter((passage) => !explainsInEnglish(passage)), ...ranked.filter((passage) => passage.kind === "row")]
    : ranked;
  const passage = earnedPassage(lesson, /\w{4,}/u.test(question.replace(/^\W*why\W*/i, "")) ? ranked : preferred);
  if (passage) return `Good question. Here's how the lesson explains it: ${passage}`;
  return structure ? `This sentence practises ${structure}. The lesson text shows it in the section on that pattern.` : "I can't find an explanation of that in this lesson.";
}

/** Any other question, from the lesson's text. */
export function lessonAnswer(lesson: AskedLesson, question: string): string {
  const passage = earnedPassage(lesson, rankPassages(lesson.body, question));
  return passage
    ? `Good question. Here's what the lesson says: ${passage}`
    : "I can't find that in this lesson. Ask me about a word (“what does … mean?”) or a pattern from it.";
}
