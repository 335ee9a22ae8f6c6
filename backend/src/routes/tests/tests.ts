import type { Middleware } from 'koa';
import { answersSchema, testParams, type QuizNumber, type QuizResult } from 'shared/api/tests';
import { submitQuizAttempt } from '../../commands/submit-quiz-attempt.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { sessionUser } from '../../middlewares/session.ts';
import { validate, type Validator } from '../../middlewares/validate.ts';
import { presentQuiz } from '../../presenters/quiz.ts';
import { findStudent } from '../../queries/students.ts';
import { quizNumbers, quizzes } from '../../quizzes/index.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The three multiple-choice tests, for validated interns. The questions go out without the answer
 * key; answers come back as option indices and are graded here.
 */
export function testsRouter({ em, redis, config }: RouterDeps) {
  const router = createRouter();
  // Retakes are allowed, but not so many that the answer key can be worked out by trial and error
  // (and each test-1 attempt makes and mails a certificate).
  const attemptLimit = rateLimit(redis, config.REDIS_PREFIX, {
    name: 'quiz-attempt',
    points: 10,
    durationSec: 60 * 60,
    key: (ctx) => {
      const user = sessionUser(ctx);
      return user ? `${user.kind}:${user.id}:${String((ctx as unknown as { params: { n?: string } }).params.n).slice(0, 3)}` : undefined;
    },
    message: 'You have taken this test many times in the last hour. Please try again later.',
  });
  const validatedStudent: Middleware = async (ctx, next) => {
    const student = await findStudent(em(), currentUser(ctx).id);
    if (!student) throw unauthorized();
    if (!student.validated) throw forbidden('enrolmentWaiting');
    await next();
  };

  const test = validate({ params: testParams });
  router.get('/api/tests/:n', auth({ role: 'student' }), test, validatedStudent, (ctx) => {
    ctx.body = presentQuiz(quizzes[test.of(ctx).params.n]);
  });

  // The answers' schema depends on the test (its number of questions): one validator per test.
  const answers = Object.fromEntries(quizNumbers.map((n) => [n, validate({ body: answersSchema(quizzes[n].questions.length) })])) as Record<
    QuizNumber,
    Validator<{ body: ReturnType<typeof answersSchema> }>
  >;
  router.post(
    '/api/tests/:n/attempts',
    attemptLimit,
    auth({ role: 'student' }),
    test,
    validatedStudent,
    (ctx, next) => answers[test.of(ctx).params.n](ctx, next),
    async (ctx) => {
      const n = test.of(ctx).params.n;
      const result = await submitQuizAttempt(em(), currentUser(ctx).id, quizzes[n], answers[n].of(ctx).body.answers);
      ctx.status = 201;
      ctx.body = { score: result.score, total: result.total, recorded: result.recorded } satisfies QuizResult;
    },
  );

  return router;
}
