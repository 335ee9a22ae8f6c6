import { questionExportQuery, questionImportFields } from 'shared/api/question-import';
import { MAX_QUESTION_FILE_BYTES } from 'shared/business';
import { importQuestions } from '../../commands/import-questions.ts';
import { badRequest, payloadTooLarge } from '../../errors.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { policy } from '../../middlewares/policy.ts';
import { multipartForm, receivedFile } from '../../middlewares/upload.ts';
import { validate } from '../../middlewares/validate.ts';
import { said } from '../../presenters/said.ts';
import { importRefused, importSummary } from '../../presenters/question-import.ts';
import { writeGift } from '../../question-banks/import/gift-write.ts';
import { importText, prepareImport } from '../../question-banks/import/prepare-import.ts';
import { questionsToExport } from '../../queries/question-import.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * Importing questions from a GIFT or Aiken file, and exporting them to GIFT (docs/QUESTION-BANKS.md,
 * "Import and export"): admins and editors. A preview writes nothing; an apply writes the whole file
 * in one transaction, or nothing and its errors by line (422).
 */
export function questionImportRouter({ em }: RouterDeps) {
  const router = createRouter();
  const edit = policy('questions.edit');

  const form = multipartForm('file', {
    maxBytes: MAX_QUESTION_FILE_BYTES,
    refuseTooLarge: () => payloadTooLarge('questionImportTooLarge'),
  });
  const fields = validate({ body: questionImportFields });
  router.post('/api/admin/questions/import', edit, form, fields, async (ctx) => {
    const file = receivedFile(ctx);
    if (!file) throw badRequest('questionImportEmpty');
    const { mode, ...rest } = fields.of(ctx).body;
    const text = importText(file.buffer);
    if (mode === 'preview') {
      ctx.body = importSummary('preview', await prepareImport(em(), { text, ...rest }));
      return;
    }
    const outcome = await importQuestions(em(), { text, fields: rest, adminId: currentUser(ctx).id });
    if (!outcome.applied) {
      ctx.status = 422;
      ctx.body = { ...importRefused(outcome.errors), requestId: ctx.state.reqId as string | undefined };
      return;
    }
    ctx.body = { ...importSummary('apply', outcome.prepared), ...said('questionsImported') };
  });

  const exported = validate({ query: questionExportQuery });
  router.get('/api/admin/questions/export', edit, exported, async (ctx) => {
    const { language, category } = exported.of(ctx).query;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.attachment(`questions-${language}.gift.txt`);
    ctx.body = writeGift(await questionsToExport(em(), category), language);
  });

  return router;
}
