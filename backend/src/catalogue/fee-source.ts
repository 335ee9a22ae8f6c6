import type { PaymentKind } from 'shared/payments';

/**
 * Where a registration or an extra course finds the fee it stores: `deps.catalogue`, the published
 * catalogue's store (`CatalogueStore.feeFor`). The accepted fee(s) of a course for a kind of payment: for a
 * registration one amount, for an extra course its amounts (the first the one its link asks), the fee
 * shown kept when it was the course's within the last 48 hours, else the fee in effect. Undefined: the
 * course is not offered for that kind (the form's 'course not listed' refusal).
 */
export interface FeeSource {
  feeFor(courseName: string, kind: PaymentKind, shown: number | undefined, now: Date): Promise<number[] | undefined>;
}
