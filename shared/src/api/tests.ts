import { z } from 'zod';
import { messages } from '../messages.ts';
import { numericId } from './fields.ts';
import type { ReviewMode, ShownQuestion } from './question-banks.ts';

export type QuizNumber = 1 | 2 | 3;

/** The test number in the path: 1, 2 or 3. */
export const testParams = z.object({
  n: z.enum(['1', '2', '3'], { error: messages.noSuchTest }).transform((n) => Number(n) as QuizNumber),
});

const NOT_AN_OPTION = messages.testAnswerNotAnOption;

/** A graded attempt's result; recorded: test 1 set the intern's mark. */
export interface QuizResult {
  score: number;
  total: number;
  recorded: boolean;
}

// Tests taken on the server (docs/OFFLINE.md): start (or resume), save each answer, finish.

/** POST /api/tests/:n/attempts/start: `fresh` asks for a new attempt ('Retake Test'); without it an open attempt is resumed. */
export const startAttemptSchema = z.strictObject(
  { fresh: z.boolean({ error: 'Fresh must be true or false.' }).optional() },
  { error: 'Unexpected field in the request.' },
);

/** An attempt's id in the path. */
export const attemptParams = z.object({ id: numericId(messages.testAttemptUnknown) });

/** PUT /api/tests/attempts/:id/answers/:q: q is the question's number as shown (Q1 is 1); its range is the attempt's test. */
export const answerParams = attemptParams.extend({
  q: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, messages.testQuestionUnknown)
    .transform(Number),
});

/** PUT /api/tests/attempts/:id/answers/:q: the position (from 0) of the chosen option as shown in this attempt; its range is the question's. */
export const answerSchema = z.strictObject(
  { choice: z.number({ error: NOT_AN_OPTION }).int(NOT_AN_OPTION).min(0, NOT_AN_OPTION).max(5, NOT_AN_OPTION) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unexpected field in the answers.' : NOT_AN_OPTION) },
);

/**
 * An attempt as the intern sees it: the questions in the attempt's order (each option list in its
 * order), the answers saved so far (the chosen position or null), and the number of the first
 * unanswered question (null when every question has an answer). Never which option is right.
 */
export interface TestAttemptView {
  attemptId: number;
  testNo: QuizNumber;
  title: string;
  level: string;
  total: number;
  /** true when an open attempt came back rather than a new one. */
  resumed: boolean;
  questions: ShownQuestion[];
  choices: (number | null)[];
  nextQuestion: number | null;
  /**
   * When the server stops taking answers (ISO), or null when the test has no time limit: the start, the
   * test's limit and the intern's extra time. The server's clock decides; `serverNow` lets the page count
   * down on the server's time whatever the phone's clock says.
   */
  deadlineAt: string | null;
  serverNow: string;
  /**
   * Present when the attempt's time was over (deadline and grace passed) when it was resumed: the server
   * finished it with the answers saved in time, and this is its result. No answer can be saved any more.
   */
  finished?: FinishedAttempt;
}

/** PUT /api/tests/attempts/:id/answers/:q (200): the answer as saved; `changed` false when it was saved already. */
export interface SavedAnswer {
  attemptId: number;
  question: number;
  choice: number;
  changed: boolean;
  answered: number;
  nextQuestion: number | null;
}

/** POST /api/tests/attempts/:id/finish (200): the graded result, the same on every call. */
export interface FinishedAttempt extends QuizResult {
  attemptId: number;
  /** What GET /api/tests/attempts/:id/review shows for this test. */
  review: ReviewMode;
}

/** One question of a finished attempt as its review shows it, as far as the test's review setting allows. */
export interface ReviewedQuestion extends ShownQuestion {
  /** The position the intern chose, as shown (null: unanswered). */
  choice: number | null;
  /** 'correctness' and 'answers' only. */
  correct?: boolean;
  /** 'answers' only: the right option's position as shown, and the explanation (Tamil where there is one). */
  answer?: number;
  explanation?: string;
  taExplanation?: string;
}

/** GET /api/tests/attempts/:id/review (200): a finished attempt; `questions` absent when the test shows the score only. */
export interface AttemptReview extends QuizResult {
  attemptId: number;
  testNo: QuizNumber;
  review: ReviewMode;
  questions?: ReviewedQuestion[];
}
