import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../entities/index.ts';
import { conflict, unauthorized, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { open } from '../lib/secret-box.ts';
import { checkTotp } from '../lib/totp.ts';
import { ALREADY_ENROLLED } from './begin-totp-enrolment.ts';
import { issueRecoveryCodes } from './issue-recovery-codes.ts';

export const WRONG_CODE = 'That code is not right. Check the time on your phone and enter the newest 6-digit code.';
export const ENROLMENT_NOT_STARTED = 'Start the set-up first: scan the QR code, then enter the code your app shows.';

/**
 * The first code from the admin's authenticator proves the secret reached it: two-factor sign-in is on
 * from now, and the admin gets 10 recovery codes (their hashes stored; the codes shown once).
 */
export async function confirmTotpEnrolment(em: EntityManager, adminId: number, code: string, opts: { key: Buffer }) {
  return em.transactional(async (tx) => {
    const admin = await tx.findOne(
      Admin,
      { id: adminId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['totpSecret'] },
    );
    if (!admin || admin.disabledAt) throw unauthorized();
    if (admin.totpEnabledAt) throw conflict(ALREADY_ENROLLED);
    const secret = admin.totpSecret ? open(admin.totpSecret, opts.key) : undefined;
    if (!secret) throw validationError(ENROLMENT_NOT_STARTED, 'code');
    const step = await checkTotp(secret, code, admin.totpLastStep);
    if (step === undefined) throw validationError(WRONG_CODE, 'code');
    admin.totpEnabledAt = new Date();
    admin.totpLastStep = step;
    admin.lastLoginAt = new Date();
    const recoveryCodes = await issueRecoveryCodes(tx, admin);
    recordEvent(tx, 'admin.totp-enabled', { type: 'admin', id: admin.id }, { adminId: admin.id }, `admin:${admin.id}`);
    await tx.flush();
    return { recoveryCodes };
  });
}
