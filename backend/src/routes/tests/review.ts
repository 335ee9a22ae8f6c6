import { attemptParams } from 'shared/api/tests';
import { currentUser } from '../../middlewares/auth.ts';
import { policy } from '../../middlewares/policy.ts';
import { validate } from '../../middlewares/validate.ts';
import { reviewableAttempt } from '../../policies/attempt-review.ts';
import { presentAttemptReview } from '../../presenters/attempt-review.ts';
import { testInfo } from '../../question-banks/tests.ts';
import { ownTestAttempt } from '../../queries/attempt-review.ts';
import { questionVersions, testSettings } from '../../queries/question-banks.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The review after Finish (docs/QUESTION-BANKS.md, "Review after Finish"): the intern's own finished
 * attempt as its test's review setting allows. A test that shows the score only answers 200 with the
 * score and no questions (the result screen can always be shown again); the API, not the page, leaves
 * out what the setting does not allow.
 */
export function testReviewRouter({ em }: RouterDeps) {
  const router = createRouter();

  const reviewed = validate({ params: attemptParams });
  router.get('/api/tests/attempts/:id/review', policy('tests.take'), reviewed, async (ctx) => {
    const attempt = reviewableAttempt(
      await ownTestAttempt(em(), { studentId: currentUser(ctx).id, attemptId: reviewed.of(ctx).params.id }),
    );
    const test = testInfo(attempt.testNo);
    if (!test) throw new Error(`test attempt ${attempt.id} names test ${attempt.testNo}, which does not exist`);
    const { review } = await testSettings(em(), test.testNo);
    const versions = await questionVersions(em(), attempt.questionVersionIds);
    ctx.body = presentAttemptReview(test, attempt, versions, review);
  });

  return router;
}
