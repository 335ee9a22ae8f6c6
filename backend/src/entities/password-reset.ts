import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Student } from './student.ts';

/**
 * A one-time link to set a new password (interns only). Only the SHA-256 of its random token is kept,
 * so a leaked table resets nobody's password. `usedAt` is set when the link is used, and also when a
 * newer link or a reset voids it; `expiresAt` is 30 minutes after the mail that carries it was made.
 */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.bigint('number').primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PasswordReset = InferEntity<typeof PasswordReset>;
