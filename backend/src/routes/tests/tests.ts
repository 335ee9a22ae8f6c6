import type { Middleware } from 'koa';
import { answerParams, answerSchema, answersSchema, attemptParams, startAttemptSchema, testParams, type QuizNumber, type QuizResult } from 'shared/api/tests';
import { finishTestAttempt } from '../../commands/finish-test-attempt.ts';
import { saveTestAnswer } from '../../commands/save-test-answer.ts';
import { startTestAttempt } from '../../commands/start-test-attempt.ts';
import { submitQuizAttempt } from '../../commands/submit-quiz-attempt.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { sessionUser } from '../../middlewares/session.ts';
import { validate, type Validator } from '../../middlewares/validate.ts';
import { presentQuiz } from '../../presenters/quiz.ts';
import { presentFinishedAttempt, presentSavedAnswer, presentTestAttempt } from '../../presenters/test-attempt.ts';
import { findStudent } from '../../queries/students.ts';
import { quizNumbers, quizzes } from '../../quizzes/index.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';

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
    message: messages.testTakenTooOften,
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

  // Issue 28: a test taken on the server, each answer saved as it is chosen (the old POST above stays for older pages).
  const start = validate({ params: testParams, body: startAttemptSchema });
  router.post('/api/tests/:n/attempts/start', auth({ role: 'student' }), start, async (ctx) => {
    const { params, body } = start.of(ctx);
    const quiz = quizzes[params.n];
    const { attempt, resumed } = await startTestAttempt(em(), { studentId: currentUser(ctx).id, quiz, fresh: body.fresh === true });
    ctx.status = resumed ? 200 : 201;
    ctx.body = presentTestAttempt(quiz, attempt, resumed);
  });

  const answer = validate({ params: answerParams, body: answerSchema });
  router.put('/api/tests/attempts/:id/answers/:q', auth({ role: 'student' }), answer, async (ctx) => {
    const { params, body } = answer.of(ctx);
    const { attempt, changed } = await saveTestAnswer(em(), { studentId: currentUser(ctx).id, attemptId: params.id, question: params.q, choice: body.choice });
    ctx.body = presentSavedAnswer(attempt, params.q, changed);
  });

  const finish = validate({ params: attemptParams });
  router.post('/api/tests/attempts/:id/finish', auth({ role: 'student' }), finish, async (ctx) => {
    const result = await finishTestAttempt(em(), { studentId: currentUser(ctx).id, attemptId: finish.of(ctx).params.id });
    ctx.body = presentFinishedAttempt(result.attempt, result);
  });

  return router;
}
