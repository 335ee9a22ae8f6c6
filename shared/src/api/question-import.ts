import { z } from 'zod';
import { messages, type MessageCode, type ValuedCode } from '../messages.ts';
import type { ErrorAnswer, ErrorValues, MessageAnswer } from './envelope.ts';
import { categorySchema } from './question-banks.ts';

/**
 * Importing questions from a Moodle GIFT or Aiken file and exporting them to GIFT (docs/QUESTION-BANKS.md,
 * "Import and export"). A file is in one language: English replaces the English texts of the questions it
 * names, Tamil adds the Tamil texts to them; a question it does not name is a new question in that
 * language only. A preview writes nothing; an apply writes every question or none.
 */

/** The most questions one file may hold. */
export const MAX_IMPORT_QUESTIONS = 1000;
/** The most errors an answer lists: a file with more has a problem that the first ones show. */
export const MAX_IMPORT_ERRORS = 200;

export const importFormats = ['gift', 'aiken'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const bankLanguages = ['en', 'ta'] as const;
export type BankLanguage = (typeof bankLanguages)[number];

/** The multipart form's text fields beside the file (`file`). */
export const questionImportFields = z.strictObject({
  format: z.enum(importFormats, { error: 'Please choose GIFT or Aiken.' }),
  language: z.enum(bankLanguages, { error: 'Please choose English or Tamil.' }),
  /**
   * Where a question goes when the file names no category ($CATEGORY: in GIFT; Aiken has none). May be
   * left empty when the file names one: a question with neither is an error at its line.
   */
  category: z
    .string({ error: messages.questionCategoryInvalid })
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? '' : s))
    .pipe(z.union([z.literal(''), categorySchema])),
  mode: z.enum(['preview', 'apply'], { error: 'Please choose preview or apply.' }),
});
export type QuestionImportFields = z.infer<typeof questionImportFields>;

/** GET /api/admin/questions/export: one language; every category, or one. */
export const questionExportQuery = z.strictObject({
  language: z.enum(bankLanguages, { error: 'Please choose English or Tamil.' }),
  category: z
    .string()
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? undefined : s))
    .pipe(categorySchema.optional()),
});

/**
 * One problem of a file, at its line (1-based): the code of a shared message (a zod refusal of the
 * question's content, or one of the `questionImport*` problems), its values when it is a valued one,
 * and the English as the API says it: "line 14: no correct answer".
 */
export interface ImportLineError {
  line: number;
  code: MessageCode | ValuedCode;
  values?: ErrorValues;
  message: string;
}

/** What an import does to one question of the file. */
export type ImportAction = 'add' | 'update' | 'unchanged';

export interface ImportedQuestionRow {
  /** The question's first line in the file. */
  line: number;
  name: string | null;
  category: string;
  /** The question's text in the file's language. */
  text: string;
  action: ImportAction;
}

/** A preview, or an applied import: what the file adds and changes, and every error. */
export interface QuestionImportSummary {
  mode: 'preview' | 'apply';
  added: number;
  updated: number;
  unchanged: number;
  questions: ImportedQuestionRow[];
  errors: ImportLineError[];
  /** More errors than the answer lists (MAX_IMPORT_ERRORS). */
  moreErrors: boolean;
}

/** An applied import: the summary and the message that says it was written. */
export type QuestionImportApplied = QuestionImportSummary & MessageAnswer;

/** An apply refused because the file has errors (422): nothing was written; the errors by line. */
export interface QuestionImportRefused extends ErrorAnswer {
  errors: ImportLineError[];
  moreErrors: boolean;
}
