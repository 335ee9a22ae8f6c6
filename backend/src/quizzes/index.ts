import { test1 } from './test-1.ts';
import { test2 } from './test-2.ts';
import { test3 } from './test-3.ts';
import type { QuizNumber } from 'shared/api/tests';
import type { Quiz } from './types.ts';

export type { Question, Quiz } from './types.ts';
export { grade } from './grader.ts';
export { attemptQuestions, bankAnswers, drawAttempt } from './draw.ts';

export const quizzes: Record<QuizNumber, Quiz> = { 1: test1, 2: test2, 3: test3 };
export const quizNumbers: readonly QuizNumber[] = [1, 2, 3];

export function quizFor(testNo: number): Quiz | undefined {
  return quizzes[testNo as QuizNumber];
}
