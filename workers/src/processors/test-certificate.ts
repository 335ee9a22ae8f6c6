import { issueDocument } from '../documents/issue.ts';
import type { Processor } from '../runtime/processor.ts';
import { studentIdOf } from './payload.ts';

/** Makes (or remakes) the student's test-certificate PDF; the documents row is unique, so a rerun replaces it. */
export const testCertificate: Processor = {
  handler: 'test-certificate',
  async run(ctx) {
    await ctx.progress(5);
    return issueDocument(ctx.em, { studentId: studentIdOf(ctx), kind: 'test-certificate' }, ctx.progress);
  },
};
