import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { QuizAttempt } from './quiz-attempt.ts';
import { Student } from './student.ts';

/** open: answers may be saved; finished: graded once (`quizAttempt`); replaced: a fresh start ('Retake Test') closed it ungraded. */
export const testAttemptStates = ['open', 'finished', 'replaced'] as const;

/**
 * A test taken on the server (docs/OFFLINE.md). `questionVersionIds[i]` is the question version shown as
 * number i + 1 (never changed: a correction is a new version); `optionOrders[i][k]` the question's own
 * index of the option shown at position k; `choices[i]` the position the intern chose (as shown), null
 * until answered. `deadlineAt`: when the server stops taking answers (null: no time limit). The answer
 * key stays in the question versions: nothing here says which option is right.
 */
export const TestAttempt = defineEntity({
  name: 'TestAttempt',
  tableName: 'test_attempts',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade'),
    testNo: p.integer(),
    state: p.enum(testAttemptStates).default('open'),
    questionVersionIds: p.json<number[]>(),
    optionOrders: p.json<number[][]>(),
    choices: p.json<(number | null)[]>(),
    quizAttempt: () => p.oneToOne(QuizAttempt).nullable().owner().deleteRule('set null'),
    startedAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
    deadlineAt: p.datetime().nullable(),
  },
});
export type TestAttempt = InferEntity<typeof TestAttempt>;
