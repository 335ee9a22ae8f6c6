import { z } from 'zod';
import { messages } from '../messages.ts';
import { blank, hasControlChars, numericId, pageSize } from './fields.ts';
import type { Bilingual, QuestionView, TestSettingsView } from './question-banks.ts';

/**
 * The question banks' editor and the tests' settings as editors and admins use them
 * (docs/QUESTION-BANKS.md, "The editor and the tests' settings"): the list and its filters, one
 * question with its versions, and the answers of each change. The content itself (what an editor may
 * send) is question-banks.ts's `questionContentSchema` and `testSettingsSchema`.
 */

/** A question's id in the path. */
export const questionParams = z.object({ id: numericId(messages.questionUnknown) });

const PAGE = 'The page must be a number from 1.';

/** GET /api/admin/questions: a category (any case), a search in names and texts, retired or not, a page. */
export const questionListQuery = z.object({
  category: z.preprocess(
    blank,
    z
      .string({ error: messages.questionCategoryInvalid })
      .max(80, messages.questionCategoryInvalid)
      .refine((s) => !hasControlChars(s), messages.questionCategoryInvalid)
      .transform((s) => s.trim().replace(/\s+/g, ' ') || undefined)
      .optional(),
  ),
  q: z.preprocess(
    blank,
    z
      .string({ error: 'Search for one piece of text.' })
      .max(100, 'The search text is too long (at most 100 characters).')
      .refine((s) => !hasControlChars(s), 'The search text contains characters that are not allowed.')
      .transform((s) => s.trim() || undefined)
      .optional(),
  ),
  /** 'false': the questions tests draw from; 'true': the retired ones; not given: both. */
  retired: z.preprocess(
    blank,
    z
      .enum(['true', 'false'], { error: 'Retired is true or false.' })
      .transform((s) => s === 'true')
      .optional(),
  ),
  page: z.preprocess(blank, z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).max(100_000, PAGE).default(1)),
  pageSize: pageSize(50),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

/** A row of the editors' list: enough to find a question and see what it lacks. */
export interface QuestionSummary {
  id: number;
  name: string | null;
  category: string;
  text: Bilingual;
  version: number;
  retired: boolean;
  /** How many attempts drew one of its versions. */
  drawn: number;
  /** Texts written in English with no Tamil (each shows the English to a Tamil reader). */
  tamilGaps: number;
  updatedAt: string;
}

export interface QuestionPage {
  questions: QuestionSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** A next page exists. */
  more: boolean;
}

/** One saved version of a question: who saved it, when, and how many attempts drew it. */
export interface QuestionVersionInfo {
  version: number;
  createdAt: string;
  createdBy: string;
  drawn: number;
}

/** GET /api/admin/questions/:id: the question as it now is, its Tamil gaps and its versions (newest first). */
export interface QuestionDetail extends QuestionView {
  tamilGaps: number;
  versions: QuestionVersionInfo[];
}

/** A save: the question as it now is and the fields the new version changed (none: nothing was written). */
export interface QuestionSaved {
  question: QuestionDetail;
  changed: string[];
}

/** PUT /api/admin/tests/:n: the test's settings as they now are and the fields that changed. */
export interface TestSettingsSaved {
  test: TestSettingsView;
  changed: string[];
}
