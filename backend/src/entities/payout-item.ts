import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Payout } from './payout.ts';
import { Student } from './student.ts';

/** One validated referral paid in one payout; unique per student, so no referral is paid twice. */
export const PayoutItem = defineEntity({
  name: 'PayoutItem',
  tableName: 'payout_items',
  properties: {
    id: p.integer().primary(),
    payout: () => p.manyToOne(Payout).deleteRule('cascade').index(),
    student: () => p.manyToOne(Student).deleteRule('cascade').unique(),
    amount: p.integer(),
  },
});
export type PayoutItem = InferEntity<typeof PayoutItem>;
