import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../entities/index.ts';
import { conflict, unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { seal } from '../lib/secret-box.ts';
import { newTotpSecret, totpUri } from '../lib/totp.ts';

export const ALREADY_ENROLLED = 'Two-factor sign-in is already set up for this account.';

/**
 * A new TOTP secret for an admin who has none yet (asked again, it replaces the unconfirmed one). It is
 * stored sealed; the plain secret goes back this once, for the QR code and for typing it in by hand.
 */
export async function beginTotpEnrolment(em: EntityManager, adminId: number, opts: { key: Buffer; issuer: string }) {
  return em.transactional(async (tx) => {
    const admin = await tx.findOne(Admin, { id: adminId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!admin) throw unauthorized();
    if (admin.totpEnabledAt) throw conflict(ALREADY_ENROLLED);
    const secret = newTotpSecret();
    admin.totpSecret = seal(secret, opts.key);
    admin.totpLastStep = null;
    recordEvent(
      tx,
      'admin.totp-enrolment-started',
      { type: 'admin', id: admin.id },
      { adminId: admin.id },
      `admin:${admin.id}`,
    );
    await tx.flush();
    return { secret, uri: totpUri(secret, admin.email, opts.issuer), account: admin.email, issuer: opts.issuer };
  });
}
