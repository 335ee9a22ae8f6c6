import { jobListQuery, jobParams } from 'shared/api/jobs';
import { notFound } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { canSeeJobRun } from '../../policies/job-run.ts';
import { presentJobRun } from '../../presenters/job-run.ts';
import { findJobRun, findJobRuns } from '../../queries/jobs.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/** GET /api/jobs/:id (and ?ids=a,b for a fan-out): the durable state of background work, owner or admin only. */
export function jobsRouter({ em }: RouterDeps) {
  const router = createRouter();

  const one = validate({ params: jobParams });
  router.get('/api/jobs/:id', auth({ role: 'any' }), one, async (ctx) => {
    const run = await findJobRun(em(), one.of(ctx).params.id);
    // Another user's job answers exactly like a missing one, so ids reveal nothing.
    if (!run || !canSeeJobRun(currentUser(ctx), run)) throw notFound('unknownJob');
    ctx.body = presentJobRun(run);
  });

  const list = validate({ query: jobListQuery });
  router.get('/api/jobs', auth({ role: 'any' }), list, async (ctx) => {
    const user = currentUser(ctx);
    const runs = await findJobRuns(em(), list.of(ctx).query.ids);
    ctx.body = { jobs: runs.filter((r) => canSeeJobRun(user, r)).map(presentJobRun) };
  });

  return router;
}
