import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { receiveContactMessage } from '../../commands/receive-contact-message.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { contactSchema } from './schema.ts';

/** POST /api/contact (the specification's path and response field `success`). */
export function contactRouter(em: () => EntityManager) {
  const router = createRouter();
  router.post('/api/contact', validate(contactSchema), async (ctx) => {
    await receiveContactMessage(em(), input(ctx, contactSchema));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Message sent successfully!' };
  });
  return router;
}
