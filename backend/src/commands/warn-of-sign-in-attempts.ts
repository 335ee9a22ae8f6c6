import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { Admin, DomainEvent, Student } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import { normalEmail } from '../lib/authenticate.ts';

/** At most one warning per account in this time. */
export const SIGN_IN_WARNING_EVERY_HOURS = 24;

/**
 * Tells an account's owner that someone keeps failing to sign in to it: records
 * account.sign-in-attempts, whose mail job writes to them (the e-mail, the addresses and the passwords
 * tried stay out of the event). Nothing for an e-mail no account uses, a disabled staff account or an
 * erased intern; nothing either when the account was warned within the last day (one statement under
 * a lock per account decides, so two API processes crossing the threshold together warn once).
 */
export async function warnOfSignInAttempts(
  em: EntityManager,
  email: string,
  failures: number,
): Promise<{ warned: boolean }> {
  const address = normalEmail(email);
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { email: address, erasedAt: null }, { fields: ['id'] });
    const admin = student ? null : await tx.findOne(Admin, { email: address, disabledAt: null }, { fields: ['id'] });
    const account = student
      ? { kind: 'student' as const, id: student.id }
      : admin
        ? { kind: 'admin' as const, id: admin.id }
        : undefined;
    if (!account) return { warned: false };
    await sql(tx, `select pg_advisory_xact_lock(hashtext($1))`, [`sign-in-warning:${account.kind}:${account.id}`]);
    const since = new Date(Date.now() - SIGN_IN_WARNING_EVERY_HOURS * 3600_000);
    const recent = await tx.count(DomainEvent, {
      type: 'account.sign-in-attempts',
      subjectType: account.kind,
      subjectId: String(account.id),
      createdAt: { $gt: since },
    });
    if (recent > 0) return { warned: false };
    recordEvent(
      tx,
      'account.sign-in-attempts',
      { type: account.kind, id: account.id },
      { accountKind: account.kind, accountId: account.id, failures },
      'system',
    );
    return { warned: true };
  });
}
