import {
  erasureRequestParams,
  erasureRequestSchema,
  NO_SUCH_ERASURE_REQUEST,
  referrerKeptForPayout,
  refuseErasureSchema,
  type AdminErasureRequestList,
  type ErasureDecision,
  type ErasureScopeView,
  type MyErasureRequest,
} from 'shared/api/privacy';
import { approveErasure, refuseErasure } from '../../commands/decide-erasure.ts';
import { requestErasure } from '../../commands/request-erasure.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { accountOfSession, rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { notFound } from '../../errors.ts';
import {
  presentAdminErasureRequest,
  presentErasureRequest,
  presentErasureScope,
} from '../../presenters/erasure-request.ts';
import {
  latestErasureRequest,
  pendingErasureRequests,
  pendingErasureStudent,
  referrerLabels,
} from '../../queries/erasure-requests.ts';
import { erasureScope } from '../../queries/erasure-scope.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

export const ERASURE_APPROVED = "Done: the intern's personal data is erased. The confirmation is being mailed.";
export const ERASURE_REFUSED = 'The request is refused; the intern is told why by e-mail.';

/** Erasure of an intern's personal data (docs/PRIVACY.md): the intern asks, an admin decides. */
export function erasureRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const intern = policy('erasure.request');
  const admin = policy('erasure.decide');

  router.get('/api/me/erasure-request', intern, async (ctx) => {
    const request = await latestErasureRequest(em(), currentUser(ctx).id);
    ctx.body = { request: request && presentErasureRequest(request) } satisfies MyErasureRequest;
  });

  const ask = validate({ body: erasureRequestSchema });
  const perAccount = rateLimit(redis, cfg.REDIS_PREFIX, {
    name: 'erasure-request',
    points: 5,
    durationSec: 60 * 60,
    key: accountOfSession,
  });
  router.post('/api/me/erasure-request', intern, perAccount, ask, async (ctx) => {
    await requestErasure(em(), currentUser(ctx).id, ask.of(ctx).body.reason);
    const request = await latestErasureRequest(em(), currentUser(ctx).id);
    ctx.status = 201;
    ctx.body = { ...said('erasureRequested'), request: request && presentErasureRequest(request) };
  });

  router.get('/api/admin/erasure-requests', admin, async (ctx) => {
    const rows = await pendingErasureRequests(em());
    ctx.body = {
      requests: rows.map((r) => presentAdminErasureRequest(r, cfg.CERTIFICATE_PREFIX)),
    } satisfies AdminErasureRequestList;
  });

  // What approving will touch, by the code the erasure itself runs (queries/erasure-scope.ts).
  const preview = validate({ params: erasureRequestParams });
  router.get('/api/admin/erasure-requests/:id/scope', admin, preview, async (ctx) => {
    const requestId = preview.of(ctx).params.id;
    const studentId = await pendingErasureStudent(em(), requestId);
    const scope = studentId === null ? null : await erasureScope(em(), studentId);
    if (!scope) throw notFound(NO_SUCH_ERASURE_REQUEST);
    const labels = await referrerLabels(
      em(),
      scope.referrers.map((r) => r.id),
    );
    ctx.body = presentErasureScope(requestId, scope, labels, cfg.CERTIFICATE_PREFIX) satisfies ErasureScopeView;
  });

  const approve = validate({ params: erasureRequestParams });
  router.post('/api/admin/erasure-requests/:id/approve', admin, approve, async (ctx) => {
    const { erased } = await approveErasure(em(), {
      requestId: approve.of(ctx).params.id,
      adminId: currentUser(ctx).id,
    });
    const kept = erased.referrersKept.map((r) => ` ${referrerKeptForPayout(r.id, r.owed)}`).join('');
    ctx.body = { success: true, message: `${ERASURE_APPROVED}${kept}`, status: 'approved' } satisfies ErasureDecision;
  });

  const refuse = validate({ params: erasureRequestParams, body: refuseErasureSchema });
  router.post('/api/admin/erasure-requests/:id/refuse', admin, refuse, async (ctx) => {
    const { params, body } = refuse.of(ctx);
    await refuseErasure(em(), { requestId: params.id, adminId: currentUser(ctx).id }, body.reason);
    ctx.body = { success: true, message: ERASURE_REFUSED, status: 'refused' } satisfies ErasureDecision;
  });

  return router;
}
