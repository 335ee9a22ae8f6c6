import type { MikroORM } from '@mikro-orm/postgresql';
import type { QuestionContent } from 'shared/api/question-banks';
import type { QuizNumber } from 'shared/api/tests';
import { TestAttempt } from '../src/entities/index.ts';
import { questionVersions } from '../src/queries/question-banks.ts';
import seed from '../src/question-banks/seed.json' with { type: 'json' };

/** The seeded questions of test n (its category), in the specification's order: what a fresh install draws from. */
export function seededQuestions(n: QuizNumber): QuestionContent[] {
  const category = seed.tests.find((t) => t.testNo === n)!.rules[0]!.category;
  return (seed.questions as QuestionContent[]).filter((q) => q.category === category);
}

/** The right option's position as shown, per shown question of an attempt: read from its stored draw, as the grader does. */
export async function shownKey(orm: MikroORM, attemptId: number): Promise<number[]> {
  const em = orm.em.fork();
  const attempt = await em.findOneOrFail(TestAttempt, attemptId, { refresh: true });
  const versions = await questionVersions(em, attempt.questionVersionIds);
  return attempt.questionVersionIds.map((id, i) => attempt.optionOrders[i]!.indexOf(versions.get(id)!.answer));
}

/** The contents an attempt drew, in the order shown. */
export async function drawnQuestions(orm: MikroORM, attemptId: number): Promise<QuestionContent[]> {
  const em = orm.em.fork();
  const attempt = await em.findOneOrFail(TestAttempt, attemptId, { refresh: true });
  const versions = await questionVersions(em, attempt.questionVersionIds);
  return attempt.questionVersionIds.map((id) => versions.get(id)!);
}
