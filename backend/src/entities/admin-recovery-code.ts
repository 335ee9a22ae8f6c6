import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Admin } from './admin.ts';

/** One of an admin's single-use recovery codes (an argon2id hash; the code itself is shown once). */
export const AdminRecoveryCode = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_codes',
  properties: {
    id: p.integer().primary(),
    admin: () => p.manyToOne(Admin).deleteRule('cascade'),
    codeHash: p.string().hidden(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AdminRecoveryCode = InferEntity<typeof AdminRecoveryCode>;
