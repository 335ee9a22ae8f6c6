import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { staffRoles } from 'shared/api/admin-accounts';
import { timestamps } from './timestamps.ts';

export const Admin = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.integer().primary(),
    email: p.string().unique(),
    name: p.string(),
    passwordHash: p.string().hidden().lazy(),
    /** The TOTP secret, sealed (lib/secret-box.ts); set at enrolment, confirmed when totpEnabledAt is. */
    totpSecret: p.string().nullable().hidden().lazy(),
    totpEnabledAt: p.datetime().nullable(),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay). */
    totpLastStep: p.bigint('number').nullable(),
    /** 'admin': everything; 'operator': queues, failed jobs, mail, payouts' status; 'editor': the catalogue (docs/SECURITY.md V8). */
    role: p.enum(staffRoles).default('admin'),
    /** Invited, the password not set yet: the hash is of a random secret nobody holds. */
    invitePending: p.boolean().default(false),
    /** Disabled accounts cannot sign in; disabling ended their sessions. */
    disabledAt: p.datetime().nullable(),
    /** The last completed sign-in (password and second step). */
    lastLoginAt: p.datetime().nullable(),
    invitedById: p.integer().nullable(),
    ...timestamps,
  },
});
export type Admin = InferEntity<typeof Admin>;
