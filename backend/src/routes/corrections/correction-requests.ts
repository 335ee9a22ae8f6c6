import { correctionRequestSchema, type CorrectionRequestList } from 'shared/api/corrections';
import { requestCorrection } from '../../commands/request-correction.ts';
import { conflict } from '../../errors.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { accountOfSession, rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentCorrectionRequest } from '../../presenters/corrections.ts';
import { openRequestCount, ownCorrectionRequests } from '../../queries/corrections.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/** At most this many open requests per intern: the admins' list stays readable. */
export const MAX_OPEN_CORRECTION_REQUESTS = 5;

/** An intern's correction requests (own only): ask for one from the dashboard, see their state. */
export function correctionRequestsRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const intern = policy('corrections.request');

  router.get('/api/correction-requests', intern, async (ctx) => {
    const requests = await ownCorrectionRequests(em(), currentUser(ctx).id);
    ctx.body = { requests: requests.map((r) => presentCorrectionRequest(r)) } satisfies CorrectionRequestList;
  });

  const form = validate({ body: correctionRequestSchema });
  const perAccount = rateLimit(redis, cfg.REDIS_PREFIX, {
    name: 'correction-request',
    points: 10,
    durationSec: 60 * 60,
    key: accountOfSession,
  });
  router.post('/api/correction-requests', intern, perAccount, form, async (ctx) => {
    const studentId = currentUser(ctx).id;
    if ((await openRequestCount(em(), studentId)) >= MAX_OPEN_CORRECTION_REQUESTS) {
      throw conflict({ code: 'correctionRequestsWaiting', values: { count: MAX_OPEN_CORRECTION_REQUESTS } });
    }
    const request = await requestCorrection(em(), studentId, form.of(ctx).body);
    ctx.status = 201;
    ctx.body = { ...said('correctionRequested'), request: presentCorrectionRequest(request) };
  });

  return router;
}
