import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import type { Queue } from 'bullmq';
import { checkStaff } from '../../middlewares/auth.ts';
import { foldPath } from '../../middlewares/canonical-path.ts';

export const bullBoardPath = '/admin/queues';

/** Bull Board at /admin/queues: live queues (and their retry) for admins and operators. */
export function bullBoard(queues: Queue[]): Middleware[] {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(bullBoardPath);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });
  const guard: Middleware = async (ctx, next) => {
    // Folded: the adapter's own router may match other spellings of the path than ours.
    const path = foldPath(ctx.path);
    if (path !== bullBoardPath && !path.startsWith(`${bullBoardPath}/`)) return next();
    await checkStaff(ctx, 'staff');
    await next();
  };
  return [guard, serverAdapter.registerPlugin() as unknown as Middleware];
}
