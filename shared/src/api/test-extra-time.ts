import { z } from 'zod';
import { MAX_TEST_EXTRA_TIME_PERCENT, TEST_EXTRA_TIME_STEP } from '../business.ts';
import { messages } from '../messages.ts';

/*
 * Extra time on an intern's timed tests (WCAG 2.2.1 Timing Adjustable), granted by admins and
 * operators: a share of each test's time limit (shared/business.ts). An open timed attempt's deadline
 * moves with it.
 */

const INVALID = messages.testExtraTimeInvalid;

/** POST /api/admin/students/:id/test-extra-time */
export const testExtraTimeSchema = z.strictObject(
  {
    percent: z
      .number({ error: INVALID })
      .int(INVALID)
      .min(0, INVALID)
      .max(MAX_TEST_EXTRA_TIME_PERCENT, INVALID)
      .refine((p) => p % TEST_EXTRA_TIME_STEP === 0, INVALID),
  },
  { error: 'Unexpected field in the extra time.' },
);

/** POST /api/admin/students/:id/test-extra-time (200): the extra time now, and how many open attempts got a new deadline. */
export interface TestExtraTimeAnswer {
  success: true;
  code: 'testExtraTimeSet';
  message: string;
  percent: number;
  attemptsMoved: number;
}
