import { z } from 'zod';
import { blank } from './fields.ts';
import { categorySchema } from './question-banks.ts';
import type { QuizNumber } from './tests.ts';

/**
 * Item statistics of the question banks (docs/QUESTION-BANKS.md, "Item statistics"): for each question
 * version drawn by finished attempts, how many answered it, its facility and its discrimination, and
 * what deserves an editor's look. Counts only: no intern, no attempt, no answer of anyone's.
 */

/** GET /api/admin/question-stats and .csv: the attempts of one test (else all three) and the versions of one category (else all). */
export const questionStatsQuery = z.object({
  test: z.preprocess(
    blank,
    z
      .enum(['1', '2', '3'], { error: 'The test is 1, 2 or 3.' })
      .transform((n) => Number(n) as QuizNumber)
      .optional(),
  ),
  category: z.preprocess(blank, categorySchema.optional()),
});
export type QuestionStatsQuery = z.infer<typeof questionStatsQuery>;

/**
 * What an editor should look at: nearly everyone answers it right (tooEasy), few do (tooHard: a wrong key
 * or an unclear question), those who do well on the rest of the test do worse on it (negativeDiscrimination:
 * often a wrong key or a trick); fewAttempts: too few finished attempts drew it to judge, so no other flag.
 */
export const questionFlags = ['tooEasy', 'tooHard', 'negativeDiscrimination', 'fewAttempts'] as const;
export type QuestionFlag = (typeof questionFlags)[number];

/** One question version's statistics over the finished attempts that drew it. */
export interface QuestionStat {
  questionId: number;
  /** GIFT's `::T1-Q05::`, or null for a question without a name. */
  name: string | null;
  version: number;
  versionId: number;
  /** This is the question's current version (an earlier one is what older attempts drew). */
  current: boolean;
  retired: boolean;
  category: string;
  /** The question's text (its English, or its Tamil where it has no English). */
  text: string;
  /** Finished attempts that drew this version. */
  attempts: number;
  /** The share of those attempts that answered it right (unanswered is wrong), 0..1. */
  facility: number;
  /**
   * The point-biserial correlation between the item's score (1 right, 0 not) and the rest score (the
   * attempt's score without this item), -1..1; null where either never varies (everyone right or wrong).
   */
  discrimination: number | null;
  flags: QuestionFlag[];
}

/** GET /api/admin/question-stats (200). */
export interface QuestionStatsView {
  test: QuizNumber | null;
  category: string | null;
  /** Finished attempts counted (of the test asked for, else of every test). */
  attempts: number;
  /** The categories of the versions drawn by those attempts, for the filter. */
  categories: string[];
  stats: QuestionStat[];
}
