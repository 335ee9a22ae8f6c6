import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../entities/index.ts';
import { unauthorized, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { open } from '../lib/secret-box.ts';
import { checkTotp } from '../lib/totp.ts';
import { WRONG_CODE } from './confirm-totp-enrolment.ts';
import { issueRecoveryCodes } from './issue-recovery-codes.ts';

/**
 * 10 new recovery codes for a signed-in admin (the old ones stop working), given a current code from
 * the authenticator: a session left open on someone else's screen is not enough.
 */
export async function renewRecoveryCodes(em: EntityManager, adminId: number, code: string, opts: { key: Buffer }) {
  return em.transactional(async (tx) => {
    const admin = await tx.findOne(
      Admin,
      { id: adminId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['totpSecret'] },
    );
    if (!admin) throw unauthorized();
    const secret = admin.totpEnabledAt && admin.totpSecret ? open(admin.totpSecret, opts.key) : undefined;
    const step = secret ? await checkTotp(secret, code.replace(/\s/g, ''), admin.totpLastStep) : undefined;
    if (step === undefined) throw validationError(WRONG_CODE, 'code');
    admin.totpLastStep = step;
    const recoveryCodes = await issueRecoveryCodes(tx, admin);
    recordEvent(
      tx,
      'admin.recovery-codes-renewed',
      { type: 'admin', id: admin.id },
      { adminId: admin.id },
      `admin:${admin.id}`,
    );
    await tx.flush();
    return { recoveryCodes };
  });
}
