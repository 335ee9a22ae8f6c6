import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
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
    ...timestamps,
  },
});
export type Admin = InferEntity<typeof Admin>;
