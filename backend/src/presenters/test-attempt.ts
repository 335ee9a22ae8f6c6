import type { FinishedAttempt, SavedAnswer, TestAttemptView } from 'shared/api/tests';
import type { TestAttempt } from '../entities/index.ts';
import { attemptQuestions, type Quiz } from '../quizzes/index.ts';

/** The number of the first question without an answer, or null when all have one. */
function nextQuestion(choices: readonly (number | null)[]): number | null {
  const i = choices.indexOf(null);
  return i === -1 ? null : i + 1;
}

/** An attempt as the intern sees it: its questions in its order, the answers saved so far; never the key. */
export function presentTestAttempt(quiz: Quiz, attempt: TestAttempt, resumed: boolean): TestAttemptView {
  return {
    attemptId: attempt.id,
    testNo: quiz.testNo,
    title: quiz.title,
    level: quiz.level,
    total: quiz.questions.length,
    resumed,
    questions: attemptQuestions(quiz, attempt.questionOrder, attempt.optionOrders),
    choices: [...attempt.choices],
    nextQuestion: nextQuestion(attempt.choices),
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
  result: { score: number; total: number; recorded: boolean },
): FinishedAttempt {
  return { attemptId: attempt.id, score: result.score, total: result.total, recorded: result.recorded };
}
