import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { PaymentKind } from 'shared/payments';
import { sql } from '../db/sql.ts';
import { ExtraCourse, PaymentReference, Student } from '../entities/index.ts';
import { badRequest, conflict } from '../errors.ts';
import { newPaymentReference } from '../lib/payment-reference.ts';

/** A billion codes: a second collision in a row means something else is wrong. */
const ATTEMPTS = 5;

/**
 * Issues a new payment reference for one payment attempt. Runs in the caller's transaction when there
 * is one (a registration without a reference gets one in its own transaction). ON CONFLICT DO NOTHING,
 * not a caught unique violation: a failed INSERT would abort that transaction, and a collision is only
 * a reason to draw again. Recorded by its row alone, no event: a reference is issued for every visit
 * to the payment, and only the payment that uses it is an action worth an audit line.
 */
export async function issuePaymentReference(
  em: EntityManager,
  kind: PaymentKind,
): Promise<{ code: string; createdAt: Date }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [row] = await sql<{ code: string; created_at: Date }>(
      em,
      `insert into payment_references (code, kind) values ($1, $2) on conflict (code) do nothing returning code, created_at`,
      [newPaymentReference(), kind],
    );
    if (row) return { code: row.code, createdAt: new Date(row.created_at) };
  }
  throw new Error('No free payment reference after several draws.');
}

/**
 * The reference a payment is stored with, inside the payment's transaction: the one the page showed,
 * checked (issued by us, of this kind, not used by another payment), or a new one for an old client.
 * The reference's row is locked, so two payments racing with one reference are told apart here; the
 * unique columns stand behind it.
 */
export async function paymentReferenceFor(
  tx: EntityManager,
  kind: PaymentKind,
  given: string | undefined,
): Promise<string> {
  if (!given) return (await issuePaymentReference(tx, kind)).code;
  const reference = await tx.findOne(PaymentReference, { code: given }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!reference) throw badRequest('paymentReferenceUnknown', { field: 'paymentReference' });
  if (reference.kind !== kind) throw badRequest('paymentReferenceWrongKind', { field: 'paymentReference' });
  if (
    (await tx.count(Student, { paymentReference: given })) +
      (await tx.count(ExtraCourse, { paymentReference: given })) >
    0
  ) {
    throw conflict('paymentReferenceUsed');
  }
  return given;
}

/** A unique violation on a payment_reference column: a race the lock did not see (a reference reused). */
export const isPaymentReferenceClash = (err: unknown) =>
  err instanceof Error && String(err.message).includes('payment_reference');
