import type { QuestionContent } from 'shared/api/question-banks';

/** An attempt as stored: the versions drawn (in the order shown), each one's option order, the positions chosen. */
export interface DrawnAttempt {
  questionVersionIds: readonly number[];
  optionOrders: readonly (readonly number[])[];
  choices: readonly (number | null)[];
}

/**
 * Grades an attempt against the versions it drew: one point per question whose chosen option (put back
 * in the question's own order) is the right one; unanswered is wrong. `answers` is each question's
 * chosen option in the question's own order (null: unanswered), `correct` each question's outcome: what
 * the graded record and the item statistics keep.
 */
export function gradeAttempt(versions: ReadonlyMap<number, QuestionContent>, attempt: DrawnAttempt) {
  const answers = attempt.questionVersionIds.map((_, i) => {
    const choice = attempt.choices[i];
    return choice === null || choice === undefined ? null : (attempt.optionOrders[i]![choice] ?? null);
  });
  const correct = attempt.questionVersionIds.map((id, i) => {
    const content = versions.get(id);
    if (!content) throw new Error(`question version ${id} of an attempt is missing`);
    return answers[i] === content.answer;
  });
  return { score: correct.filter(Boolean).length, total: correct.length, answers, correct };
}
