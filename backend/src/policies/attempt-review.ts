import type { TestAttempt } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';

/**
 * The attempt an intern may see the review of (GET /api/tests/attempts/:id/review), or the error they see.
 * Only their own: another intern's answers 404 exactly as an id nobody has (the query looks among the
 * intern's own). Only a finished one: an open attempt's review would hand out the key while its answers can
 * still change (409); a replaced attempt was never graded (409). What the review then shows is the test's
 * setting (presenters/attempt-review.ts).
 */
export function reviewableAttempt(attempt: TestAttempt | null): TestAttempt {
  if (!attempt) throw notFound('testAttemptUnknown');
  if (attempt.state === 'open') throw conflict('testAttemptStillOpen');
  if (attempt.state === 'replaced') throw conflict('testAttemptReplaced');
  return attempt;
}
