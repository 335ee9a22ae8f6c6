import { paymentReferenceRequest, type PaymentReferenceIssued } from 'shared/api/payment-references';
import { issuePaymentReference } from '../../commands/issue-payment-reference.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { actorOf, policy } from '../../middlewares/policy.ts';
import { authorize } from '../../policies/authorize.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentPaymentReference } from '../../presenters/payment-reference.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/** References per address: every visit to the payment asks for one; a college batch shares a network. */
export const PAYMENT_REFERENCE_LIMIT = { points: 120, durationSec: 15 * 60 };

/**
 * POST /api/payment-references: a new reference for the payment the page is showing. A registration's
 * is public (the visitor has no account yet); an extra course's is for a logged-in intern only.
 */
export function paymentReferencesRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'payment-references', ...PAYMENT_REFERENCE_LIMIT });

  const request = validate({ body: paymentReferenceRequest });
  router.post('/api/payment-references', policy('public'), limit, request, async (ctx) => {
    const { kind } = request.of(ctx).body;
    if (kind === 'extra-course') authorize(actorOf(ctx), 'payment-references.extra-course');
    const issued = await issuePaymentReference(em(), kind);
    ctx.status = 201;
    ctx.body = presentPaymentReference({ ...issued, kind }) satisfies PaymentReferenceIssued;
  });

  return router;
}
