import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import type { Queue } from 'bullmq';
import { forbidden, unauthorized } from '../../errors.ts';
import { foldPath } from '../../middlewares/canonical-path.ts';
import { sessionUser } from '../../middlewares/session.ts';
import { messages } from 'shared/messages';

export const bullBoardPath = '/admin/queues';

/** Bull Board at /admin/queues: live queues for operators, behind an admin session. */
export function bullBoard(queues: Queue[]): Middleware[] {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(bullBoardPath);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  const guard: Middleware = async (ctx, next) => {
    // Folded: the adapter's own router may match other spellings of the path than ours.
    const path = foldPath(ctx.path);
    if (path !== bullBoardPath && !path.startsWith(`${bullBoardPath}/`)) return next();
    const user = sessionUser(ctx);
    if (!user) throw unauthorized();
    if (user.kind !== 'admin') throw forbidden(messages.adminsOnly);
    await next();
  };
  return [guard, serverAdapter.registerPlugin() as unknown as Middleware];
}
