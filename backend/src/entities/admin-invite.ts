import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Admin } from './admin.ts';

/**
 * An invitation link to set a staff account's password. Only the SHA-256 of its random token is kept,
 * so a leaked table sets nobody's password; `usedAt` is set once the password is set.
 */
export const AdminInvite = defineEntity({
  name: 'AdminInvite',
  tableName: 'admin_invites',
  properties: {
    id: p.bigint('number').primary(),
    admin: () => p.manyToOne(Admin).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AdminInvite = InferEntity<typeof AdminInvite>;
