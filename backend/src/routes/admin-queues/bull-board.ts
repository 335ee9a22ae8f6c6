import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import type { Queue } from 'bullmq';
import { methodNotAllowed } from '../../errors.ts';
import { admitRequest } from '../../middlewares/policy.ts';
import { foldPath } from '../../middlewares/canonical-path.ts';
import { securityEvent } from '../../lib/security-log.ts';

export const bullBoardPath = '/admin/queues';

const READS = new Set(['GET', 'HEAD']);
const READ_ONLY = 'The queues are read-only here. Retry a failed job from the Operations screen.';

/**
 * Bull Board at /admin/queues: live queues for admins and operators to look at, read-only for
 * everyone (through its add, retry and scheduler routes an operator ran the daily run with
 * a day of their own and booked a payout). Retries go through the product's own route, POST
 * /api/admin/jobs/:id/retry on the Operations screen, which checks the role and records an event.
 * Two walls: every queue adapter is read-only (the board offers no control and its own API refuses
 * writes), and this guard answers 405 to any method but GET and HEAD under the path, in any spelling,
 * before the board's router sees the request.
 */
export function bullBoard(queues: Queue[]): Middleware[] {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(bullBoardPath);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q, { readOnlyMode: true, allowRetries: false })),
    serverAdapter,
  });
  const guard: Middleware = async (ctx, next) => {
    // Folded: the adapter's own router may match other spellings of the path than ours.
    const path = foldPath(ctx.path);
    if (path !== bullBoardPath && !path.startsWith(`${bullBoardPath}/`)) return next();
    await admitRequest(ctx, 'queues.read');
    if (!READS.has(ctx.method.toUpperCase())) {
      ctx.set('Allow', 'GET, HEAD');
      securityEvent(ctx, 'request.refused', { reason: 'queues_read_only' });
      throw methodNotAllowed(READ_ONLY);
    }
    await next();
  };
  return [guard, serverAdapter.registerPlugin() as unknown as Middleware];
}
