/**
 * A model's second opinion on a sentence the checker could not place: asked for a strict JSON
 * verdict ({"verdict":"correct"|"wrong","reason":"…"}) with the exercise and the checker's
 * diagnosis, validated with valibot; anything else is no opinion. Opinions are cached per
 * exercise and normalised sentence (worker/answer-reports/opinions.ts), and an admin's decision
 * there is used before any model is asked (docs/decisions/036).
 */
import * as v from "valibot";
import type { Exercise } from "../../contract/lesson-source";
import { expandAnswer } from "../../contract/answer-pattern";
import type { Opinion, OpinionPlace, OpinionStore } from "../answer-reports/opinions";
import type { Verdict } from "./answer-check";
import type { ChatModel, PromptMessage } from "./providers/types";

const REASON_MAX = 300;

export const ModelOpinion = v.strictObject({
  verdict: v.picklist(["correct", "wrong"]),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(REASON_MAX)),
});

/** The model's answer read as the verdict asked for: the JSON object alone (a code fence around it is allowed), else null. */
export function readOpinion(answer: string): v.InferOutput<typeof ModelOpinion> | null {
  const json = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    const parsed = v.safeParse(ModelOpinion, JSON.parse(json));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function opinionPrompt(languageName: string, exercise: Exercise, attempt: string, verdict: Extract<Verdict, { kind: "unsure" }>): PromptMessage[] {
  const answers = [...new Set(exercise.answers.flatMap(expandAnswer))].slice(0, 12);
  return [
    {
      role: "system",
      content:
        `You are a strict ${languageName} teacher checking one learner sentence. Answer with one JSON object only, no other text: ` +
        `{"verdict":"correct","reason":"…"} if the sentence is a correct, natural way to say the English prompt in ${languageName} (another word order, a synonym or a form the prompt allows is fine), ` +
        `{"verdict":"wrong","reason":"…"} if it has any mistake of grammar, spelling or meaning. The reason is one short sentence in English.`,
    },
    {
      role: "user",
      content: [
        `English prompt: ${exercise.prompt}`,
        `The lesson's accepted answers: ${answers.map((answer) => `“${answer}”`).join(", ")}`,
        `It practises: ${exercise.structure}`,
        `The learner wrote: “${attempt}”`,
        `The answer checker's diagnosis: it is neither an accepted answer nor a mistake the checker can name; the nearest accepted answer is “${verdict.closest}”.`,
      ].join("\n"),
    },
  ];
}

export interface SecondOpinionInput {
  store?: OpinionStore;
  model?: ChatModel;
  place: OpinionPlace;
  languageName: string;
  exercise: Exercise;
  attempt: string;
  verdict: Extract<Verdict, { kind: "unsure" }>;
}

/**
 * The opinion the turn goes by: a cached one (an admin's first of all), else the model's, asked now
 * and cached when it is a valid verdict. Null when there is none; a failing model or store is none too.
 */
export async function secondOpinion(input: SecondOpinionInput): Promise<Opinion | null> {
  const { store, model, place, attempt } = input;
  const cached = await store?.find(place, attempt).catch((error: unknown) => {
    console.error("the second opinions could not be read", error);
    return null;
  });
  if (cached) return cached;
  if (!model) return null;
  const answer = await model.complete(opinionPrompt(input.languageName, input.exercise, attempt, input.verdict)).catch((error: unknown) => {
    console.error("the model's second opinion failed", error);
    return "";
  });
  const opinion = readOpinion(answer);
  if (!opinion) return null;
  await store?.keepModelOpinion(place, attempt, opinion).catch((error: unknown) => console.error("the second opinion was not cached", error));
  return { ...opinion, source: "model" };
}
