import { issueDocument } from '../documents/issue.ts';
import type { Processor } from '../runtime/processor.ts';
import { idIn, studentIdOf } from './payload.ts';

/**
 * Makes (or remakes) an extra course's certificate (number: prefix + intern id + extra-course id),
 * for extra-course.completed: recorded by the validation of a course already ended, or by the daily
 * run on its end date. The documents row is unique, so a rerun replaces the file.
 */
export const extraCertificate: Processor = {
  handler: 'extra-certificate',
  async run(ctx) {
    await ctx.progress(5);
    return issueDocument(ctx.em, { studentId: studentIdOf(ctx), kind: 'extra-certificate', extraCourseId: idIn(ctx, 'extraCourseId') }, ctx.progress);
  },
};
