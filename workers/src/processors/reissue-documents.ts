import { reissueDocuments } from '../documents/reissue.ts';
import type { Processor } from '../runtime/processor.ts';
import { studentIdOf } from './payload.ts';

/** student.documents-reissue-requested: each issued document made again as a new version (idempotent per event). */
export const reissueDocumentsProcessor: Processor = {
  handler: 'reissue-documents',
  async run(ctx) {
    await ctx.progress(5);
    const documents = await reissueDocuments(ctx.em, studentIdOf(ctx), ctx.data.eventId);
    await ctx.progress(95);
    return { documents };
  },
};
