import type { EntityManager } from '@mikro-orm/postgresql';
import { PASSWORD_RESET_TTL_MINUTES } from 'shared/business';
import { Student } from '../entities/index.ts';
import { lockedRow } from '../db/locked-row.ts';
import { issueOneTimeLink } from './one-time-links.ts';

export type IssuedPasswordReset =
  | { status: 'issued'; token: string; expiresAt: Date; student: Pick<Student, 'id' | 'name' | 'email'> }
  | { status: 'missing' };

/**
 * A new reset link for an intern, made by the mail job that sends it (as the referrer confirmation
 * links are). Why here and not in the request: the request's event and the job's data sit in clear
 * text in the events table and in Redis, so a token made at request time would have to travel
 * through them, or be stored sealed (secret-box) beside its hash for the job to unseal, which keeps a
 * reversible copy of every live token in the database. Made here, the token exists in clear only in
 * this return value and in the mail; `one_time_links` holds its SHA-256. The 30 minutes count from the mail,
 * so a job that waited (Redis down) still sends a link that works. A retried or resent mail makes a
 * new token.
 *
 * The intern's other unused links are voided (used_at set): only the newest mail's link works, so a
 * mailbox holding several links is no wider door than one.
 */
export async function issuePasswordReset(
  em: EntityManager,
  studentId: number,
  now = new Date(),
): Promise<IssuedPasswordReset> {
  return em.transactional(async (tx) => {
    const student = await lockedRow(tx, Student, { id: studentId });
    if (!student) return { status: 'missing' as const };
    const { token, expiresAt } = await issueOneTimeLink(tx, {
      purpose: 'password-reset',
      subject: student.id,
      ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
      now,
    });
    const { id, name, email } = student;
    return { status: 'issued' as const, token, expiresAt, student: { id, name, email } };
  });
}
