import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Admin, AdminRecoveryCode } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { matchRecoveryCode, normalizeRecoveryCode } from '../lib/recovery-codes.ts';
import { open } from '../lib/secret-box.ts';
import { checkTotp } from '../lib/totp.ts';

export const WRONG_SECOND_FACTOR =
  'That code is not right. Enter the newest 6-digit code from your authenticator app, or one of your recovery codes.';

/**
 * The second step of an admin's sign-in: a 6-digit code from the authenticator (accepted once: its
 * time step must be later than the last one accepted) or an unused recovery code (used up by this).
 * The admin row is locked, so two requests with the same code cannot both pass.
 */
export async function verifySecondFactor(em: EntityManager, adminId: number, typed: string, opts: { key: Buffer }) {
  const code = typed.replace(/\s/g, '');
  return em.transactional(async (tx) => {
    const admin = await tx.findOne(
      Admin,
      { id: adminId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['totpSecret'] },
    );
    const secret = admin?.totpEnabledAt && admin.totpSecret ? open(admin.totpSecret, opts.key) : undefined;
    if (!admin || !secret || admin.disabledAt) throw unauthorized(WRONG_SECOND_FACTOR);
    const unused = await tx.find(AdminRecoveryCode, { admin: admin.id, usedAt: null }, { orderBy: { id: 'asc' } });
    let method: 'totp' | 'recovery-code';
    if (/^\d{6}$/.test(code)) {
      const step = await checkTotp(secret, code, admin.totpLastStep);
      if (step === undefined) throw unauthorized(WRONG_SECOND_FACTOR);
      admin.totpLastStep = step;
      method = 'totp';
    } else {
      const recovery = normalizeRecoveryCode(code);
      const id = recovery ? await matchRecoveryCode(recovery, unused) : undefined;
      const row = unused.find((r) => r.id === id);
      if (!row) throw unauthorized(WRONG_SECOND_FACTOR);
      row.usedAt = new Date();
      method = 'recovery-code';
    }
    const recoveryCodesLeft = unused.filter((r) => !r.usedAt).length;
    admin.lastLoginAt = new Date();
    recordEvent(
      tx,
      'admin.second-factor-verified',
      { type: 'admin', id: admin.id },
      { adminId: admin.id, method, recoveryCodesLeft },
      `admin:${admin.id}`,
    );
    await tx.flush();
    return { method, recoveryCodesLeft };
  });
}
