import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionStatuses } from 'shared/corrections';
import { Student } from './student.ts';
import { timestamps } from './timestamps.ts';

/** An intern's request to correct a detail of their record, open until an admin resolves it. */
export const CorrectionRequest = defineEntity({
  name: 'CorrectionRequest',
  tableName: 'correction_requests',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    /** Which detail (one of the correctable fields). */
    field: p.string(),
    correctValue: p.text(),
    /** What is wrong, in the intern's words. */
    note: p.text().nullable(),
    status: p.enum(correctionStatuses).default('open'),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: p.integer().nullable(),
    ...timestamps,
  },
});
export type CorrectionRequest = InferEntity<typeof CorrectionRequest>;
