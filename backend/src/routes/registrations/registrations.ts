import type { MessageAnswer } from 'shared/api/envelope';
import { registrationSchema } from 'shared/api/registrations';
import { registerStudent } from '../../commands/register-student.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/** Registrations per address: generous enough for a college batch enrolling from one network. */
export const REGISTRATION_LIMIT = { points: 20, durationSec: 15 * 60 };

/** POST /api/registrations: the enrolment form, after the screenshot was uploaded. */
export function registrationsRouter({ em, redis, config: cfg, catalogue }: RouterDeps) {
  const router = createRouter();
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'registrations', ...REGISTRATION_LIMIT });

  const form = validate({ body: registrationSchema });
  router.post('/api/registrations', policy('public'), limit, form, async (ctx) => {
    const { confirmPassword: _confirm, ...fields } = form.of(ctx).body;
    await registerStudent(em(), fields, catalogue);
    ctx.status = 201;
    ctx.body = said('registrationSuccessful') satisfies MessageAnswer;
  });

  return router;
}
