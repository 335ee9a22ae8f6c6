import type { EntityManager } from '@mikro-orm/postgresql';
import { Referrer, Student } from '../entities/index.ts';
import { lockedRow } from '../db/locked-row.ts';
import { issueOneTimeLink } from './one-time-links.ts';
import { REFERRER_LINK_TTL_HOURS } from 'shared/business';

/** How long a confirmation link works (shared/business.ts: the link's refusal says it too). */
export const CONFIRMATION_TTL_HOURS = REFERRER_LINK_TTL_HOURS;

export type IssuedConfirmation =
  | {
      status: 'issued';
      token: string;
      expiresAt: Date;
      referrer: Pick<Referrer, 'id' | 'name' | 'email' | 'phone' | 'upiId'>;
      /** The intern account signed in at the join: confirming links the membership to it, so the mail names it. */
      intern: Pick<Student, 'id' | 'name' | 'email'> | null;
    }
  | { status: 'confirmed' }
  | { status: 'missing' };

/**
 * A new one-time link for an unconfirmed referrer, made by the mail job that sends it: the token
 * exists in clear only in this return value and in the mail (never in the event, the job's payload in
 * Redis, or a log). Each run makes a token of its own, so a retried or resent mail carries a link that
 * works; earlier ones stay valid until they expire or the record is replaced (`keepEarlier`).
 *
 * The referrer row is locked while the mail's facts are read and the token is stored: a join that
 * replaces the details (which voids the tokens) waits, so a link never confirms details other than the
 * ones its mail shows. Writes no event: the mail_log row of the job that sends the link is the record.
 */
export async function issueReferrerConfirmation(
  em: EntityManager,
  referrerId: number,
  now = new Date(),
): Promise<IssuedConfirmation> {
  return em.transactional(async (tx) => {
    const referrer = await lockedRow(tx, Referrer, { id: referrerId });
    if (!referrer) return { status: 'missing' as const };
    if (referrer.confirmedAt) return { status: 'confirmed' as const };
    const { token, expiresAt } = await issueOneTimeLink(tx, {
      purpose: 'referrer-confirmation',
      subject: referrer.id,
      ttlMs: CONFIRMATION_TTL_HOURS * 3600_000,
      now,
      keepEarlier: true,
    });
    const { id, name, email, phone, upiId } = referrer;
    const student = referrer.student ? await tx.findOne(Student, { id: referrer.student.id }, { refresh: true }) : null;
    const intern = student ? { id: student.id, name: student.name, email: student.email } : null;
    return { status: 'issued' as const, token, expiresAt, referrer: { id, name, email, phone, upiId }, intern };
  });
}
