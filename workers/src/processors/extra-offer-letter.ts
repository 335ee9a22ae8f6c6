import { ExtraCourse } from 'backend/entities/index';
import { hasDateCome } from 'backend/lib/dates';
import { issueDocument } from '../documents/issue.ts';
import { PermanentError, type Processor } from '../runtime/processor.ts';
import { idIn, studentIdOf } from './payload.ts';

/**
 * The extra course's letter, and its certificate too when the course's end date has already come
 * (otherwise the daily run makes the certificate on that day).
 */
export const extraOfferLetter: Processor = {
  handler: 'extra-offer-letter',
  async run(ctx) {
    const studentId = studentIdOf(ctx);
    const extraCourseId = idIn(ctx, 'extraCourseId');
    const course = await ctx.em.findOne(ExtraCourse, { id: extraCourseId, student: studentId });
    if (!course) throw new PermanentError(`Extra course ${extraCourseId} no longer exists.`);
    const letter = await issueDocument(ctx.em, { studentId, kind: 'extra-offer-letter', extraCourseId }, async (p) => ctx.progress(p / 2));
    if (!hasDateCome(course.endDate)) return { letter, certificate: null };
    const certificate = await issueDocument(ctx.em, { studentId, kind: 'extra-certificate', extraCourseId }, async (p) => ctx.progress(50 + p / 2));
    return { letter, certificate };
  },
};
