import type { PaymentRejection } from 'shared/api/payments';
import { rejectionWords, type RejectionReason } from 'shared/payments';

interface RejectedRow {
  rejectedAt?: Date | string | null;
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

/** A payment's rejection as every screen shows it (the intern's, the admin's), or null when none stands. */
export function presentRejection(row: RejectedRow): PaymentRejection | null {
  if (!row.rejectedAt || !row.rejectionReason) return null;
  return {
    reason: row.rejectionReason,
    words: rejectionWords(row.rejectionReason, row.rejectionNote),
    rejectedAt: new Date(row.rejectedAt).toISOString(),
  };
}
