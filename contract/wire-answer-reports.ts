/** Shapes of answer reports and second opinions (decision 037) that cross the wire, declared once; wire.ts re-exports them. */
/** POST /api/answer-reports: the report is kept (or was already: one per learner, sentence and answer). */
export interface AnswerReportResult {
  message: string;
  duplicate: boolean;
}

/** A second opinion on a sentence the checker could not place: a model's, or an admin's that overrules it. */
export interface AnswerOpinionView {
  verdict: "correct" | "wrong";
  reason: string;
  source: "model" | "admin";
}

/** Where a reported or second-opinioned sentence belongs, with what the exercise accepts now. */
export interface AnswerPlaceView {
  lessonId: string;
  languageCode: string;
  lessonNumber: number;
  lessonTitle: string;
  exerciseIndex: number;
  prompt: string;
  acceptedAnswers: string[];
  /** The exercise at this place has another prompt now than when the sentence was judged. */
  changed: boolean;
}

/** A pending report in the admin queue: learners' reports of one sentence for one exercise, together. */
export interface PendingAnswerReport extends AnswerPlaceView {
  /** The first report's id: the accept and dismiss actions take it, and decide every report of the sentence. */
  id: number;
  answer: string;
  reporters: number;
  reportedAt: string;
  opinion: AnswerOpinionView | null;
}

/** A model's second opinion no admin has decided on yet. */
export interface ModelOpinionRow extends AnswerPlaceView {
  answer: string;
  verdict: "correct" | "wrong";
  reason: string;
  givenAt: string;
}

/** GET /api/admin/answer-reports */
export interface AnswerReportQueue {
  reports: PendingAnswerReport[];
  opinions: ModelOpinionRow[];
}
