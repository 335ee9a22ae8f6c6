import { randomBytes } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { StaffRole } from 'shared/api/admin-accounts';
import { Admin, Student } from '../entities/index.ts';
import { conflict } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';
import { hashPassword } from '../lib/passwords.ts';

export const ALREADY_AN_ACCOUNT = 'This e-mail already has an account.';

/**
 * An admin invites a staff account by e-mail. The account is made at once, invited (its password the
 * hash of a random secret nobody holds, so it cannot sign in); the event's mail job makes the link
 * that sets the password (commands/issue-admin-invite.ts). An address already invited but not yet
 * active is invited again (a new link; name and role as now given); any other account with the
 * address, an intern's included (one login form serves both), is refused.
 */
export async function inviteAdmin(
  em: EntityManager,
  input: { email: string; name: string; role: StaffRole },
  actorId: number,
) {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await em.transactional(async (tx) => {
      if (await tx.count(Student, { email: input.email })) throw conflict(ALREADY_AN_ACCOUNT, { field: 'email' });
      let admin = await tx.findOne(Admin, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (admin && (!admin.invitePending || admin.disabledAt)) throw conflict(ALREADY_AN_ACCOUNT, { field: 'email' });
      if (admin) {
        admin.name = input.name;
        admin.role = input.role;
      } else {
        admin = tx.create(Admin, {
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash: unusable,
          invitePending: true,
          invitedById: actorId,
        });
      }
      await tx.flush();
      const event = recordEvent(
        tx,
        'admin.invited',
        { type: 'admin', id: admin.id },
        { adminId: admin.id, role: input.role },
        `admin:${actorId}`,
      );
      await tx.flush();
      return { admin, jobs: jobIdsForEvent(event.id, 'admin.invited') };
    });
  } catch (err) {
    // Two invitations of one new address at once: the second meets the first's row.
    if (err instanceof UniqueConstraintViolationException) throw conflict(ALREADY_AN_ACCOUNT, { field: 'email' });
    throw err;
  }
}
