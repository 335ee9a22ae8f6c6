import type { QuestionContent } from 'shared/api/question-banks';
import type { FinishedAttempt, SavedAnswer, TestAttemptView } from 'shared/api/tests';
import type { TestAttempt } from '../entities/index.ts';
import { showQuestion } from '../question-banks/shown.ts';
import type { TestInfo } from '../question-banks/tests.ts';

/** The number of the first question without an answer, or null when all have one. */
function nextQuestion(choices: readonly (number | null)[]): number | null {
  const i = choices.indexOf(null);
  return i === -1 ? null : i + 1;
}

/**
 * An attempt as the intern sees it: the versions it drew in its order (English and Tamil), the answers
 * saved so far, its deadline on the server's clock; never the key. `finished`: the server finished it
 * because its time was over, and this is its result.
 */
export function presentTestAttempt(
  test: TestInfo,
  attempt: TestAttempt,
  versions: ReadonlyMap<number, QuestionContent>,
  resumed: boolean,
  now: Date,
  finished?: Pick<FinishedAttempt, 'score' | 'total' | 'recorded' | 'review'>,
): TestAttemptView {
  return {
    attemptId: attempt.id,
    testNo: test.testNo,
    title: test.title,
    level: test.level,
    total: attempt.questionVersionIds.length,
    resumed,
    questions: attempt.questionVersionIds.map((id, i) =>
      showQuestion(versions.get(id)!, i + 1, attempt.optionOrders[i]!),
    ),
    choices: [...attempt.choices],
    nextQuestion: nextQuestion(attempt.choices),
    deadlineAt: attempt.deadlineAt ? attempt.deadlineAt.toISOString() : null,
    serverNow: now.toISOString(),
    ...(finished && { finished: presentFinishedAttempt(attempt, finished) }),
  };
}

export function presentSavedAnswer(attempt: TestAttempt, question: number, changed: boolean): SavedAnswer {
  return {
    attemptId: attempt.id,
    question,
    choice: attempt.choices[question - 1]!,
    changed,
    answered: attempt.choices.filter((c) => c !== null).length,
    nextQuestion: nextQuestion(attempt.choices),
  };
}

export function presentFinishedAttempt(
  attempt: TestAttempt,
  result: Pick<FinishedAttempt, 'score' | 'total' | 'recorded' | 'review'>,
): FinishedAttempt {
  return {
    attemptId: attempt.id,
    score: result.score,
    total: result.total,
    recorded: result.recorded,
    review: result.review,
  };
}
