import type { EntityManager } from '@mikro-orm/postgresql';
import { TEST_TAKES_PER_DAY, TEST_TAKES_PER_HOUR } from 'shared/business';
import { QuizAttempt, TestAttempt } from '../entities/index.ts';
import { tooManyRequests } from '../errors.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The budget's windows, each rolling: the last hour and the last 24 hours. */
const windows = [
  { ms: HOUR_MS, limit: TEST_TAKES_PER_HOUR, code: 'testTakenTooOften' },
  { ms: DAY_MS, limit: TEST_TAKES_PER_DAY, code: 'testTakenTooOftenToday' },
] as const;

/**
 * The one budget of taking a test, per intern and test, kept in PostgreSQL (rows Redis cannot forget):
 * at most TEST_TAKES_PER_HOUR in any hour and TEST_TAKES_PER_DAY in any 24 hours, counted twice over
 * with the same numbers: the new attempts started (test_attempts.started_at) and the gradings
 * (quiz_attempts.created_at, the row every grading writes, whatever path graded it). A start spends
 * from both, so no test is begun that could not be graded; a finish checks the gradings, the last word
 * on every path that grades. A score is what tells an intern something of the key, so no more than
 * the budget's scores come out in any hour or day.
 *
 * Call it inside the caller's transaction after the student's row is locked: two requests at once
 * then count one after the other and the second sees the first's row. Refused: 429 with Retry-After,
 * the seconds until the oldest counted take leaves its window.
 */
export async function assertTestBudget(
  tx: EntityManager,
  { studentId, testNo, at, spending }: { studentId: number; testNo: number; at: Date; spending: 'start' | 'grading' },
) {
  const since = new Date(at.getTime() - DAY_MS);
  const gradings = await tx.find(
    QuizAttempt,
    { student: studentId, testNo, createdAt: { $gt: since } },
    { fields: ['createdAt'], orderBy: { createdAt: 'asc' } },
  );
  const series = [gradings.map((g) => g.createdAt.getTime())];
  if (spending === 'start') {
    const starts = await tx.find(
      TestAttempt,
      { student: studentId, testNo, startedAt: { $gt: since } },
      { fields: ['startedAt'], orderBy: { startedAt: 'asc' } },
    );
    series.push(starts.map((s) => s.startedAt.getTime()));
  }
  const refusal = longestWait(series, at.getTime());
  if (refusal) throw tooManyRequests(refusal.code, refusal.seconds);
}

/** The window that keeps the intern waiting longest, if any is full: its message and the seconds until it has room. */
function longestWait(series: number[][], now: number) {
  let longest: { code: (typeof windows)[number]['code']; seconds: number } | undefined;
  for (const window of windows) {
    for (const times of series) {
      const inWindow = times.filter((t) => t > now - window.ms);
      if (inWindow.length < window.limit) continue;
      // Room again when enough of the oldest ones have left the window for one more.
      const freeAt = inWindow[inWindow.length - window.limit]! + window.ms;
      const seconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
      if (!longest || seconds > longest.seconds) longest = { code: window.code, seconds };
    }
  }
  return longest;
}
