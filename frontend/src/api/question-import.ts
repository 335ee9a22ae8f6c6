/** Importing questions from a GIFT or Aiken file and exporting them (docs/API.md, /api/admin/questions), typed by shared/src/api/question-import.ts. */
import type {
  BankLanguage,
  QuestionImportApplied,
  QuestionImportFields,
  QuestionImportSummary,
} from 'shared/api/question-import';
import { upload, type UploadOptions } from './client.ts';

export type { QuestionImportSummary } from 'shared/api/question-import';

/** Sends a file for a preview (nothing written) or to apply it whole; the progress as the bytes go out. */
export const sendQuestionFile = <M extends QuestionImportFields['mode']>(
  file: File,
  fields: QuestionImportFields & { mode: M },
  opts: Omit<UploadOptions, 'field' | 'fields'> = {},
) =>
  upload<M extends 'apply' ? QuestionImportApplied : QuestionImportSummary>('/api/admin/questions/import', file, {
    ...opts,
    field: 'file',
    fields: { ...fields },
  });

/** Where a GIFT export of one language (and one category, or all) is downloaded. */
export function questionExportUrl(language: BankLanguage, category: string): string {
  const query = new URLSearchParams({ language });
  if (category.trim() !== '') query.set('category', category.trim());
  return `/api/admin/questions/export?${query.toString()}`;
}
