import type { Quiz } from './types.ts';

/**
 * Grades one attempt: one point per question whose chosen option index is the correct one. The
 * answers must already be validated (one integer 0-3 per question, in order; null, unanswered, is wrong).
 */
export function grade(quiz: Quiz, answers: readonly (number | null)[]): { score: number; total: number } {
  if (answers.length !== quiz.questions.length) {
    throw new Error(`expected ${quiz.questions.length} answers for test ${quiz.testNo}, got ${answers.length}`);
  }
  const score = quiz.questions.reduce((sum, q, i) => sum + (answers[i] === q.answer ? 1 : 0), 0);
  return { score, total: quiz.questions.length };
}
