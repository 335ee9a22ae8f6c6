import { z } from 'zod';
import { extraCourses } from 'shared/courses';
import { calendarDate, emailField, requiredText } from '../../lib/fields.ts';
import { messages } from 'shared/messages';

const fields = {
  course: z.enum(extraCourses, { error: (issue) => (issue.input === undefined || issue.input === '' ? messages.fieldsMissing : 'Please choose a course from the list.') }),
  startDate: calendarDate('the start date', { missing: messages.fieldsMissing }),
  endDate: calendarDate('the end date', { missing: messages.fieldsMissing }),
  college: requiredText('the college', 200, { missing: messages.fieldsMissing }),
  transaction: requiredText('the transaction id', 100, { missing: messages.fieldsMissing }),
  email: emailField(undefined, { missing: messages.fieldsMissing }),
};

const endNotBeforeStart = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
const endBeforeStartMessage = { message: messages.endBeforeStart, path: ['endDate'] };

/** POST /api/extra-courses: all six fields are required; the course is one of the eleven extra-course options. */
export const extraCourseSchema = z.object(fields, { error: messages.fieldsMissing }).refine(endNotBeforeStart, endBeforeStartMessage);
export type ExtraCourseBody = z.infer<typeof extraCourseSchema>;

/** POST /api/addcourse: the specification's names; `ids` is the intern's own id (checked against the session). */
export const legacyExtraCourseSchema = z
  .object(
    {
      ids: z.union([z.number(), z.string().regex(/^\d{1,9}$/)], { error: messages.fieldsMissing }).transform(Number).pipe(z.number().int().positive(messages.fieldsMissing)),
      course: fields.course,
      startdate: fields.startDate,
      enddate: fields.endDate,
      college: fields.college,
      transaction: fields.transaction,
      email: fields.email,
    },
    { error: messages.fieldsMissing },
  )
  .refine((v) => v.enddate >= v.startdate, { ...endBeforeStartMessage, path: ['enddate'] })
  .transform(({ ids, startdate, enddate, ...rest }) => ({ ids, startDate: startdate, endDate: enddate, ...rest }));

/** A positive integer id in a path (':id'), or in a body as a number or a digit string. */
export const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'This id is not valid.').transform(Number) });
export const legacyIdBody = z.object(
  { id: z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/).transform(Number)], { error: 'Please give the id.' }) },
  { error: 'Please give the id.' },
);
