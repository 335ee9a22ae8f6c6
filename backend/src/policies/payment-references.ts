import { unauthorized } from '../errors.ts';
import { policy } from './policy.ts';

/**
 * A payment reference: anyone may ask for a registration's (the visitor has no account yet); an
 * extra course's only a signed-in intern (anyone else: 401 `paymentReferenceNeedsLogin`).
 */
export const paymentReferencePolicies = {
  'payment-references.extra-course': policy<undefined>({
    audience: 'public',
    allows: (actor) => actor?.kind === 'student',
    refusal: () => unauthorized('paymentReferenceNeedsLogin'),
  }),
};
