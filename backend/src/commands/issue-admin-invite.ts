import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { INVITE_TTL_HOURS } from 'shared/api/admin-accounts';
import { Admin } from '../entities/index.ts';
import { issueOneTimeLink } from './one-time-links.ts';

export type IssuedInvite =
  | {
      status: 'issued';
      token: string;
      expiresAt: Date;
      admin: Pick<Admin, 'id' | 'name' | 'email' | 'role'>;
      inviter: string | null;
    }
  | { status: 'not-invited' }
  | { status: 'missing' };

/**
 * A new invitation link, made by the mail job that sends it (workers/src/mail/mails.ts): the token
 * exists in clear only in this return value and in the mail, never in the event, the job's data in
 * Redis (which stores it in clear text) or a log. Generating it here rather than sealing it into the
 * event keeps the clear token out of PostgreSQL's events table too. A retried or resent mail gets a
 * link of its own; every link of the account stops working once one of them sets the password, or
 * the account is disabled. Writes no event: the mail_log row of the job is the record.
 */
export async function issueAdminInvite(em: EntityManager, adminId: number, now = new Date()): Promise<IssuedInvite> {
  return em.transactional(async (tx) => {
    const admin = await tx.findOne(Admin, { id: adminId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!admin) return { status: 'missing' as const };
    if (!admin.invitePending || admin.disabledAt) return { status: 'not-invited' as const };
    // Earlier links stay valid (`keepEarlier`) until one of them sets the password.
    const { token, expiresAt } = await issueOneTimeLink(tx, {
      purpose: 'admin-invite',
      subject: admin.id,
      ttlMs: INVITE_TTL_HOURS * 3600_000,
      now,
      keepEarlier: true,
    });
    const inviter = admin.invitedById ? await tx.findOne(Admin, { id: admin.invitedById }) : null;
    const { id, name, email, role } = admin;
    return {
      status: 'issued' as const,
      token,
      expiresAt,
      admin: { id, name, email, role },
      inviter: inviter?.name ?? null,
    };
  });
}
