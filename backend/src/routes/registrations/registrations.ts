import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { registerStudent } from '../../commands/register-student.ts';
import type { Config } from '../../config.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { registrationSchema } from './schema.ts';
import { messages } from 'shared/messages';

export interface RegistrationsDeps {
  em: () => EntityManager;
  redis: Redis;
  config: Config;
}

/** Registrations per address: generous enough for a college batch enrolling from one network. */
export const REGISTRATION_LIMIT = { points: 20, durationSec: 15 * 60 };

/** POST /api/registrations: the enrolment form, after the screenshot was uploaded. */
export function registrationsRouter({ em, redis, config: cfg }: RegistrationsDeps) {
  const router = createRouter();
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'registrations', ...REGISTRATION_LIMIT });

  router.post('/api/registrations', limit, validate(registrationSchema), async (ctx) => {
    const { confirmPassword: _confirm, ...form } = input(ctx, registrationSchema);
    await registerStudent(em(), form);
    ctx.status = 201;
    ctx.body = { success: true, message: messages.registrationSuccessful };
  });

  return router;
}
