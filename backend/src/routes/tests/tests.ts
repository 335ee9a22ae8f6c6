import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { submitQuizAttempt, waitingForConfirmation } from '../../commands/submit-quiz-attempt.ts';
import { Student } from '../../entities/index.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { sessionUser } from '../../middlewares/session.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { questionsForStudent, quizzes } from '../../quizzes/index.ts';
import { answersSchemas, testParams } from './schema.ts';

/**
 * The three multiple-choice tests, for validated interns. The questions go out without the answer
 * key; answers come back as option indices and are graded here.
 */
export function testsRouter(deps: { em: () => EntityManager; redis: Redis; prefix: string }) {
  const { em } = deps;
  const router = createRouter();

  // Retakes are allowed, but not so many that the answer key can be worked out by trial and error
  // (and each test-1 attempt makes and mails a certificate).
  const attemptLimit = rateLimit(deps.redis, deps.prefix, {
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
    const student = await em().findOne(Student, currentUser(ctx).id, { fields: ['id', 'validated'] });
    if (!student) throw unauthorized();
    if (!student.validated) throw forbidden(waitingForConfirmation);
    await next();
  };

  router.get('/api/tests/:n', auth({ role: 'student' }), validate(testParams, 'params'), validatedStudent, (ctx) => {
    const quiz = quizzes[input(ctx, testParams).n];
    ctx.body = { testNo: quiz.testNo, title: quiz.title, level: quiz.level, total: quiz.questions.length, questions: questionsForStudent(quiz) };
  });

  router.post(
    '/api/tests/:n/attempts',
    attemptLimit,
    auth({ role: 'student' }),
    validate(testParams, 'params'),
    validatedStudent,
    (ctx, next) => {
      const { n } = input(ctx, testParams);
      ctx.state.testNo = n;
      return validate(answersSchemas[n])(ctx, next);
    },
    async (ctx) => {
      const quiz = quizzes[ctx.state.testNo as 1 | 2 | 3];
      const { answers } = ctx.state.input as { answers: number[] };
      const result = await submitQuizAttempt(em(), currentUser(ctx).id, quiz, answers);
      ctx.status = 201;
      ctx.body = { score: result.score, total: result.total, recorded: result.recorded };
    },
  );

  return router;
}
