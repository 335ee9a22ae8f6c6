import { answerParams, answerSchema, attemptParams, startAttemptSchema, testParams } from 'shared/api/tests';
import { finishTestAttempt } from '../../commands/finish-test-attempt.ts';
import { saveTestAnswer } from '../../commands/save-test-answer.ts';
import { startTestAttempt } from '../../commands/start-test-attempt.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentFinishedAttempt, presentSavedAnswer, presentTestAttempt } from '../../presenters/test-attempt.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { tests } from '../../question-banks/tests.ts';
import { questionVersions } from '../../queries/question-banks.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * The three multiple-choice tests, for validated interns, taken on the server: start (or resume), one
 * saved answer per request, and a finish that grades once. The questions go out in the attempt's own
 * draw (question versions from the test's rules) and order, without the answer key. There is no other way to have answers graded and no route that
 * hands out the bank's fixed order: a fixed order shared by every attempt, graded again and again, lets
 * the key be worked out one changed answer at a time. Every grading and every new attempt spends from
 * one budget kept in PostgreSQL (commands/test-budget.ts).
 */
export function testsRouter({ em }: RouterDeps) {
  const router = createRouter();

  const start = validate({ params: testParams, body: startAttemptSchema });
  router.post('/api/tests/:n/attempts/start', policy('tests.take'), start, async (ctx) => {
    const { params, body } = start.of(ctx);
    const test = tests[params.n];
    const { attempt, resumed, finished } = await startTestAttempt(em(), {
      studentId: currentUser(ctx).id,
      test,
      fresh: body.fresh === true,
    });
    const versions = await questionVersions(em(), attempt.questionVersionIds);
    ctx.status = resumed ? 200 : 201;
    ctx.body = presentTestAttempt(test, attempt, versions, resumed, clockNow(), finished);
  });

  const answer = validate({ params: answerParams, body: answerSchema });
  router.put('/api/tests/attempts/:id/answers/:q', policy('tests.take'), answer, async (ctx) => {
    const { params, body } = answer.of(ctx);
    const { attempt, changed } = await saveTestAnswer(em(), {
      studentId: currentUser(ctx).id,
      attemptId: params.id,
      question: params.q,
      choice: body.choice,
    });
    ctx.body = presentSavedAnswer(attempt, params.q, changed);
  });

  const finish = validate({ params: attemptParams });
  router.post('/api/tests/attempts/:id/finish', policy('tests.take'), finish, async (ctx) => {
    const result = await finishTestAttempt(em(), {
      studentId: currentUser(ctx).id,
      attemptId: finish.of(ctx).params.id,
    });
    ctx.body = presentFinishedAttempt(result.attempt, result);
  });

  return router;
}
