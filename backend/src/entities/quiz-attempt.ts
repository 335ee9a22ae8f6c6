import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Student } from './student.ts';

export const QuizAttempt = defineEntity({
  name: 'QuizAttempt',
  tableName: 'quiz_attempts',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    testNo: p.integer(),
    score: p.integer(),
    total: p.integer(),
    answers: p.json<(number | null)[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type QuizAttempt = InferEntity<typeof QuizAttempt>;
