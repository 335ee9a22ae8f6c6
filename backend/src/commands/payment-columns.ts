import type { EntityManager } from '@mikro-orm/postgresql';
import type { RejectPaymentBody } from 'shared/api/payments';
import { StoredFile, type Student } from '../entities/index.ts';
import { badRequest, conflict } from '../errors.ts';
import { sql } from '../db/sql.ts';
import { uploadOwnerId } from '../queries/uploads.ts';
import { bytesInTransaction } from './store-spooled-upload.ts';
import { messages } from 'shared/messages';

/**
 * The payment columns an enrolment (students) and an extra course share, each written here once: the
 * screenshot a registration or a resubmission takes up, and a rejection (set by an admin, cleared by a
 * resubmission). The UPI reference itself is the row's own column (`utr`, `transaction`).
 */

export const UPLOAD_MISSING = messages.screenshotNotFound;
export const UPLOAD_USED = messages.screenshotAlreadyUsed;

type Payment = Pick<Student, 'validated' | 'rejectedAt' | 'rejectionReason' | 'rejectionNote'>;

/**
 * The raw upload a registration (or a resubmission) takes up, and the screenshot to show: the
 * compressed copy when the worker has made it already, else the original. An upload taken up by a
 * registration, now or before a resubmission replaced it, is never anyone else's. One whose bytes still
 * wait in the spool has them moved into PostgreSQL here (commands/store-spooled-upload.ts).
 * FOR NO KEY UPDATE: registrations taking up the same upload at once go one after the other, so the
 * second finds the first's owner (409) instead of both writing the bytes into the row and deadlocking;
 * the purge of abandoned uploads skips a locked row; the compressed copy's insert (a foreign key to this
 * row) is not held up.
 */
export async function takeUpScreenshot(
  tx: EntityManager,
  uploadId: string,
): Promise<{ upload: string; screenshot: string }> {
  const [upload] = await sql<{ id: string }>(
    tx,
    `select id::text as id from files where id = $1 and purpose = 'screenshot-raw' for no key update`,
    [uploadId],
  );
  if (!upload) throw badRequest('screenshotNotFound', { field: 'uploadId' });
  if ((await uploadOwnerId(tx, upload.id)) !== null) throw conflict('screenshotAlreadyUsed');
  // Its bytes are in PostgreSQL when this commits, or the registration is refused (the spool file is lost).
  if (!(await bytesInTransaction(tx, upload.id))) throw badRequest('screenshotNotFound', { field: 'uploadId' });
  const compressed = await tx.findOne(StoredFile, { source: upload.id, purpose: 'screenshot' }, { fields: ['id'] });
  return { upload: upload.id, screenshot: compressed?.id ?? upload.id };
}

/** The one rule of a rejection, for an enrolment and an extra course alike: only a pending payment, once. */
export function rejectPayment(row: Payment, body: RejectPaymentBody, now: Date) {
  if (row.validated) throw conflict('validatedCannotBeRejected');
  if (row.rejectedAt) throw conflict('paymentAlreadyRejected');
  row.rejectedAt = now;
  row.rejectionReason = body.reason;
  row.rejectionNote = body.reason === 'other' ? (body.note ?? null) : null;
}

/** A resubmitted payment is pending again. */
export function clearRejection(row: Payment) {
  row.rejectedAt = null;
  row.rejectionReason = null;
  row.rejectionNote = null;
}
