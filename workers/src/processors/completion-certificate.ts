import { issueDocument } from '../documents/issue.ts';
import type { Processor } from '../runtime/processor.ts';
import { studentIdOf } from './payload.ts';

/** Makes (or remakes) the student's completion-certificate PDF; the documents row is unique, so a rerun replaces it. */
export const completionCertificate: Processor = {
  handler: 'completion-certificate',
  async run(ctx) {
    await ctx.progress(5);
    return issueDocument(ctx.em, { studentId: studentIdOf(ctx), kind: 'completion-certificate' }, ctx.progress);
  },
};
