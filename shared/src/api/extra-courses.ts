import type { PaymentRejection } from './payments.ts';
import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { calendarDate, emailField, numericId, requiredText, type FormOf } from './fields.ts';
import { messages } from '../messages.ts';
import { paymentReferenceField, shownFeeField } from './payment-references.ts';

const fields = {
  // One of the catalogue's courses offered as an extra course: the course's store checks it, with courseNotListed.
  course: z
    .string({ error: messages.fieldsMissing })
    .trim()
    .min(1, messages.fieldsMissing)
    .max(200, messages.courseNotListed),
  startDate: calendarDate('the start date', { missing: messages.fieldsMissing }),
  endDate: calendarDate('the end date', { missing: messages.fieldsMissing }),
  college: requiredText('the college', 200, { missing: messages.fieldsMissing }),
  transaction: requiredText('the transaction id', 100, { missing: messages.fieldsMissing }),
  email: emailField(undefined, { missing: messages.fieldsMissing }),
};

const endNotBeforeStart = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
const endBeforeStartMessage = { message: messages.endBeforeStart, path: ['endDate'] };

/** POST /api/extra-courses: all six fields are required; the course is one the catalogue offers as an extra course. */
export const extraCourseSchema = z
  .object(
    { ...fields, paymentReference: paymentReferenceField, shownFeeRupees: shownFeeField },
    { error: messages.fieldsMissing },
  )
  .refine(endNotBeforeStart, endBeforeStartMessage);
export type ExtraCourseInput = FormOf<typeof extraCourseSchema>;

/** POST /api/addcourse: the specification's names; `ids` is the intern's own id (checked against the session). */
export const legacyExtraCourseSchema = z
  .object(
    {
      ids: numericId(messages.fieldsMissing),
      course: fields.course,
      startdate: fields.startDate,
      enddate: fields.endDate,
      college: fields.college,
      transaction: fields.transaction,
      email: fields.email,
      shownFeeRupees: shownFeeField,
    },
    { error: messages.fieldsMissing },
  )
  .refine((v) => v.enddate >= v.startdate, { ...endBeforeStartMessage, path: ['enddate'] })
  .transform(({ ids, startdate, enddate, ...rest }) => ({ ids, startDate: startdate, endDate: enddate, ...rest }));

/** POST /api/admin/extra-courses/:id/validate */
export const extraCourseParams = z.object({ id: numericId('This id is not valid.') });
/** POST /api/viewcourse, POST /api/extracourse/validate: {id}. */
export const legacyIdBody = z.object({ id: numericId('Please give the id.') }, { error: 'Please give the id.' });

/** An extra course's six fields as stored (the schema has checked them). */
export interface ExtraCourseFields {
  course: string;
  startDate: string;
  endDate: string;
  college: string;
  transaction: string;
  email: string;
}
/** An intern's own extra course (GET /api/extra-courses). */
export interface ExtraCourse extends ExtraCourseFields {
  id: number;
  validated: boolean;
  /** The admin's rejection of its payment, while it stands: the intern may send a new transaction id. */
  rejection: PaymentRejection | null;
}
export interface ExtraCourseList {
  extraCourses: ExtraCourse[];
}
/** POST /api/extra-courses (201) */
export interface ExtraCourseAdded extends MessageAnswer {
  success: true;
  extraCourse: ExtraCourse;
}
/** A row of the admin's /ev panel (GET /api/admin/extra-courses). */
export interface AdminExtraCourse extends ExtraCourse {
  studentId: number;
  validatedAt: string | null;
  /** The payment reference it was paid with (TN-XXXXXX); null only for one paid before payment references existed. */
  paymentReference: string | null;
}
export interface AdminExtraCourseList {
  data: AdminExtraCourse[];
}
