import { documentKinds, documentRules, type DocumentKind } from 'shared/documents';
import { issueDocument } from '../documents/issue.ts';
import type { Processor } from '../runtime/processor.ts';
import { idIn, studentIdOf } from './payload.ts';

/**
 * Makes (or remakes) one kind of document: the offer letter on validation, the certificates when
 * they are due (the completion and extra-course ones on the end date, recorded by the validation of
 * an internship already ended or by the daily run; the test certificate with the first test's mark),
 * the extra course's documents for that course. The documents row is unique, so a rerun replaces
 * the file and keeps the number.
 */
export function documentProcessor(kind: DocumentKind): Processor {
  const { handler, forExtraCourse } = documentRules[kind];
  return {
    handler,
    async run(ctx) {
      await ctx.progress(5);
      const extraCourseId = forExtraCourse ? idIn(ctx, 'extraCourseId') : undefined;
      return issueDocument(ctx.em, { studentId: studentIdOf(ctx), kind, extraCourseId }, ctx.progress);
    },
  };
}

export const documentProcessors = documentKinds.map(documentProcessor);
