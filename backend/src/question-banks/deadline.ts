import { TEST_ANSWER_GRACE_SECONDS } from 'shared/business';

/**
 * Answers arriving this long after the deadline still count: the intern chose them in time and the
 * network carried them late (a phone between towers). Later answers are refused. The site says the
 * same number (shared/business.ts).
 */
export const ANSWER_GRACE_MS = TEST_ANSWER_GRACE_SECONDS * 1000;

/**
 * When an attempt's time is up: its start, plus the test's limit, plus the intern's extra time (a
 * share of the limit). Null when the test has no limit.
 */
export function deadlineOf(startedAt: Date, limitMinutes: number | null, extraTimePercent: number): Date | null {
  if (limitMinutes === null) return null;
  const ms = limitMinutes * 60_000 * (1 + extraTimePercent / 100);
  return new Date(startedAt.getTime() + Math.round(ms));
}

/** Whether an answer sent `at` comes too late for an attempt with this deadline. */
export function pastGrace(deadlineAt: Date | null, at: Date): boolean {
  return deadlineAt !== null && at.getTime() > deadlineAt.getTime() + ANSWER_GRACE_MS;
}
