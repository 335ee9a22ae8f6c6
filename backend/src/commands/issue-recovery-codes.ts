import type { EntityManager } from '@mikro-orm/postgresql';
import { type Admin, AdminRecoveryCode } from '../entities/index.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../lib/recovery-codes.ts';

/**
 * Inside a command's transaction: replaces every recovery code of the admin with 10 new ones and gives
 * the codes back (to show once; only their hashes are stored).
 */
export async function issueRecoveryCodes(tx: EntityManager, admin: Admin): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await tx.nativeDelete(AdminRecoveryCode, { admin: admin.id });
  for (const codeHash of hashes) tx.create(AdminRecoveryCode, { admin, codeHash });
  return codes;
}
