import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';

/**
 * A member of the refer-and-earn programme; identified by e-mail plus phone, paid to their UPI id.
 * Active only once `confirmedAt` is set (the e-mail's owner opened the one-time link): the referral
 * code is issued then, in the format of the form they joined from (`source`). Two active referrers
 * never share a phone or a UPI id (partial unique indexes, migration referrer_confirmation).
 */
export const Referrer = defineEntity({
  name: 'Referrer',
  tableName: 'referrers',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    email: p.string().unique(),
    phone: p.string(),
    upiId: p.string(),
    code: p.string().unique().nullable(),
    source: p.enum(['home', 'dashboard']).default('dashboard'),
    confirmedAt: p.datetime().nullable(),
    /** The privacy notice version the person agreed to, and when (null: collected before the notice). */
    consentVersion: p.string().nullable(),
    consentAt: p.datetime().nullable(),
    erasedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Referrer = InferEntity<typeof Referrer>;
