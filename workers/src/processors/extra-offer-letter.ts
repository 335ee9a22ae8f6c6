import { issueDocument } from '../documents/issue.ts';
import type { Processor } from '../runtime/processor.ts';
import { idIn, studentIdOf } from './payload.ts';

/**
 * The extra course's letter. Its certificate is a job of its own ('extra-certificate', for
 * extra-course.completed), so the page the intern polls follows that job.
 */
export const extraOfferLetter: Processor = {
  handler: 'extra-offer-letter',
  async run(ctx) {
    await ctx.progress(5);
    return issueDocument(ctx.em, { studentId: studentIdOf(ctx), kind: 'extra-offer-letter', extraCourseId: idIn(ctx, 'extraCourseId') }, ctx.progress);
  },
};
