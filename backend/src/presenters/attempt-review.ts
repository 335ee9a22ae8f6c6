import type { QuestionContent, ReviewMode } from 'shared/api/question-banks';
import type { AttemptReview, ReviewedQuestion } from 'shared/api/tests';
import type { TestAttempt } from '../entities/index.ts';
import { gradeAttempt } from '../question-banks/grade.ts';
import { showQuestion, shownExplanation } from '../question-banks/shown.ts';
import type { TestInfo } from '../question-banks/tests.ts';

/**
 * A finished attempt's review, exactly as far as the test's review setting (read now, not at the attempt's
 * finish) allows: 'score' the score and nothing of the questions, so no field tells a right answer from a
 * wrong one; 'correctness' each question as it was shown (English and Tamil, the attempt's option order)
 * with the intern's choice and whether it was right; 'answers' also the right option's position as shown
 * and the explanation. Graded again from the versions the attempt drew: they never change, so this is the
 * score its finish gave.
 */
export function presentAttemptReview(
  test: TestInfo,
  attempt: TestAttempt,
  versions: ReadonlyMap<number, QuestionContent>,
  review: ReviewMode,
): AttemptReview {
  const graded = gradeAttempt(versions, attempt);
  const summary: AttemptReview = {
    attemptId: attempt.id,
    testNo: test.testNo,
    review,
    score: graded.score,
    total: graded.total,
    recorded: test.setsTestMark,
  };
  if (review === 'score') return summary;
  const questions = attempt.questionVersionIds.map((id, i): ReviewedQuestion => {
    const content = versions.get(id)!;
    const order = attempt.optionOrders[i]!;
    const shown: ReviewedQuestion = {
      ...showQuestion(content, i + 1, order),
      choice: attempt.choices[i] ?? null,
      correct: graded.correct[i]!,
    };
    return review === 'answers'
      ? { ...shown, answer: order.indexOf(content.answer), ...shownExplanation(content) }
      : shown;
  });
  return { ...summary, questions };
}
