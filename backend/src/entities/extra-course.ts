import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Student } from './student.ts';
import { paymentColumns } from './payment-columns.ts';
import { timestamps } from './timestamps.ts';

export const ExtraCourse = defineEntity({
  name: 'ExtraCourse',
  tableName: 'extra_courses',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    course: p.string(),
    /** The catalogue course (docs/CATALOGUE.md) it names. */
    courseId: p.uuid().nullable(),
    /** The amounts accepted for it, in rupees, the first the one its link asks: what its payment is checked against. */
    feeRupees: p.array((v) => Number(v)),
    startDate: p.date(),
    endDate: p.date(),
    college: p.string(),
    transaction: p.string(),
    email: p.string(),
    ...paymentColumns,
    erasedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ExtraCourse = InferEntity<typeof ExtraCourse>;
