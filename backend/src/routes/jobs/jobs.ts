import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { JobRun } from '../../entities/index.ts';
import { notFound } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { canSeeJobRun } from '../../policies/job-run.ts';
import { presentJobRun } from '../../presenters/job-run.ts';

const params = z.object({ id: z.string().regex(/^e\d+-[a-z-]+$/, 'Unknown job.') });
const listQuery = z.object({ ids: z.string().max(2000).transform((s) => s.split(',').filter(Boolean).slice(0, 20)) });

/** GET /api/jobs/:id (and ?ids=a,b for a fan-out): the durable state of background work, owner or admin only. */
export function jobsRouter(em: () => EntityManager) {
  const router = createRouter();
  router.get('/api/jobs/:id', auth({ role: 'any' }), validate(params, 'params'), async (ctx) => {
    const { id } = input(ctx, params);
    const run = await em().findOne(JobRun, { id });
    // Another user's job answers exactly like a missing one, so ids reveal nothing.
    if (!run || !canSeeJobRun(currentUser(ctx), run)) throw notFound('Unknown job.');
    ctx.body = presentJobRun(run);
  });
  router.get('/api/jobs', auth({ role: 'any' }), validate(listQuery, 'query'), async (ctx) => {
    const { ids } = input(ctx, listQuery);
    const user = currentUser(ctx);
    const runs = await em().find(JobRun, { id: { $in: ids } });
    ctx.body = { jobs: runs.filter((r) => canSeeJobRun(user, r)).map(presentJobRun) };
  });
  return router;
}
