import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';

/** A member of the refer-and-earn programme; identified by e-mail plus phone, paid to their UPI id. */
export const Referrer = defineEntity({
  name: 'Referrer',
  tableName: 'referrers',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    email: p.string().unique(),
    phone: p.string(),
    upiId: p.string(),
    code: p.string().unique(),
    ...timestamps,
  },
});
export type Referrer = InferEntity<typeof Referrer>;
