import { jobListQuery, jobParams } from 'shared/api/jobs';
import { notFound } from '../../errors.ts';
import { actorOf, policy } from '../../middlewares/policy.ts';
import { validate } from '../../middlewares/validate.ts';
import { authorize, can } from '../../policies/authorize.ts';
import { presentJobRun } from '../../presenters/job-run.ts';
import { findJobRun, findJobRuns } from '../../queries/jobs.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/** GET /api/jobs/:id (and ?ids=a,b for a fan-out): the durable state of background work, owner or admin only. */
export function jobsRouter({ em }: RouterDeps) {
  const router = createRouter();

  const one = validate({ params: jobParams });
  router.get('/api/jobs/:id', policy('jobs.read'), one, async (ctx) => {
    const run = await findJobRun(em(), one.of(ctx).params.id);
    // Another user's job answers exactly like a missing one (policies/job-runs.ts), so ids reveal nothing.
    if (!run) throw notFound('unknownJob');
    authorize(actorOf(ctx), 'jobs.read', run);
    ctx.body = presentJobRun(run);
  });

  const list = validate({ query: jobListQuery });
  router.get('/api/jobs', policy('jobs.read'), list, async (ctx) => {
    const actor = actorOf(ctx);
    const runs = await findJobRuns(em(), list.of(ctx).query.ids);
    ctx.body = { jobs: runs.filter((r) => can(actor, 'jobs.read', r)).map(presentJobRun) };
  });

  return router;
}
