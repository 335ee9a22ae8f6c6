import {
  MAX_IMPORT_ERRORS,
  type ImportLineError,
  type QuestionImportRefused,
  type QuestionImportSummary,
} from 'shared/api/question-import';
import { messages } from 'shared/messages';
import type { PreparedImport } from '../question-banks/import/prepare-import.ts';

/** The first errors of a file (a broken file can have one per line): the answer stays small. */
const firstErrors = (errors: readonly ImportLineError[]) => ({
  errors: errors.slice(0, MAX_IMPORT_ERRORS),
  moreErrors: errors.length > MAX_IMPORT_ERRORS,
});

/** A preview, or an applied import: what the file adds and changes, each question by line, and its errors. */
export function importSummary(mode: 'preview' | 'apply', prepared: PreparedImport): QuestionImportSummary {
  const count = (action: string) => prepared.questions.filter((q) => q.action === action).length;
  return {
    mode,
    added: count('add'),
    updated: count('update'),
    unchanged: count('unchanged'),
    questions: prepared.questions.map(({ line, name, category, text, action }) => ({
      line,
      name,
      category,
      text,
      action,
    })),
    ...firstErrors(prepared.errors),
  };
}

/** An apply refused for the file's errors (422): nothing was written. */
export function importRefused(errors: readonly ImportLineError[]): Omit<QuestionImportRefused, 'requestId'> {
  return {
    success: false,
    error: 'validation_error',
    code: 'questionImportRefused',
    message: messages.questionImportRefused,
    ...firstErrors(errors),
  };
}
