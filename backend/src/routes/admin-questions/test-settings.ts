import type { RouterMiddleware } from '@koa/router';
import { testSettingsSchema } from 'shared/api/question-banks';
import { testParams, type QuizNumber } from 'shared/api/tests';
import { changeTestSettings } from '../../commands/change-test-settings.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { policy } from '../../middlewares/policy.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentTestSettings } from '../../presenters/question.ts';
import { said } from '../../presenters/said.ts';
import { poolSizes } from '../../question-banks/pools.ts';
import { testSettings } from '../../queries/question-banks.ts';
import { createRouter, type RouterDeps } from '../router.ts';

const TESTS: QuizNumber[] = [1, 2, 3];

/**
 * The three tests' settings (docs/QUESTION-BANKS.md): each test's draw rules with the size of each
 * rule's pool, its time limit and what its review after Finish shows; a change applies to new attempts.
 * Admins and editors.
 */
export function adminTestSettingsRouter({ em }: RouterDeps) {
  const router = createRouter();
  const edit = policy('questions.edit');

  const viewOf = async (testNo: QuizNumber) => {
    const row = await testSettings(em(), testNo);
    return presentTestSettings(row, await poolSizes(em(), row.rules));
  };

  router.get('/api/admin/tests', edit, async (ctx) => {
    const tests = [];
    for (const testNo of TESTS) tests.push(await viewOf(testNo));
    ctx.body = { tests };
  });

  // The rules must sum to the test's own size: the body's schema is the one of the test in the path.
  const test = validate({ params: testParams });
  const bodies = {
    1: validate({ body: testSettingsSchema(1) }),
    2: validate({ body: testSettingsSchema(2) }),
    3: validate({ body: testSettingsSchema(3) }),
  };
  const body: RouterMiddleware = (ctx, next) => bodies[test.of(ctx).params.n](ctx, next);
  router.put('/api/admin/tests/:n', edit, test, body, async (ctx) => {
    const testNo = test.of(ctx).params.n;
    const { changed } = await changeTestSettings(em(), {
      testNo,
      settings: bodies[testNo].of(ctx).body,
      by: `admin:${currentUser(ctx).id}`,
    });
    ctx.body = {
      test: await viewOf(testNo),
      changed,
      ...said(changed.length > 0 ? 'testSettingsSaved' : 'testSettingsNotChanged'),
    };
  });

  return router;
}
