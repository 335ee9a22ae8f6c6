import type { PaymentReferenceIssued } from 'shared/api/payment-references';
import type { PaymentKind } from 'shared/payments';

export const presentPaymentReference = (r: {
  code: string;
  kind: PaymentKind;
  createdAt: Date;
}): PaymentReferenceIssued => ({
  reference: r.code,
  kind: r.kind,
  createdAt: r.createdAt.toISOString(),
});
