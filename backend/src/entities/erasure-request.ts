import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { erasureStatuses } from 'shared/privacy';
import { Student } from './student.ts';
import { timestamps } from './timestamps.ts';

/**
 * An intern's request to erase their personal data, pending until an admin approves or refuses it.
 * `notifyEmail` is the one copy of the address kept after an approved erasure, for its confirmation
 * mail only: the mail job clears it once sent (the daily run after erasureNoticeDays if it never is).
 */
export const ErasureRequest = defineEntity({
  name: 'ErasureRequest',
  tableName: 'erasure_requests',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    status: p.enum(erasureStatuses).default('pending'),
    /** Why, in the intern's words (optional). */
    reason: p.text().nullable(),
    /** The admin's reason for refusing (mailed to the intern). */
    decisionNote: p.text().nullable(),
    decidedBy: p.integer().nullable(),
    decidedAt: p.datetime().nullable(),
    notifyEmail: p.text().nullable(),
    ...timestamps,
  },
});
export type ErasureRequest = InferEntity<typeof ErasureRequest>;
