import { overviewQuery } from 'shared/api/admin-overview';
import { addCalendarDays, todayInIndia } from 'shared/dates';
import { now } from '../../lib/clock.ts';
import { currentStaffRole } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { seesWholeOverview } from '../../policies/overview.ts';
import { presentOverview } from '../../presenters/overview.ts';
import { overviewFigures, pendingValidations } from '../../queries/overview.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** GET /api/admin/overview (docs/ADMIN-OVERVIEW.md): the daily figures from the rollup, the pending queue live. Admins; operators the mail part. */
export function adminOverviewRouter({ em }: RouterDeps) {
  const router = createRouter();
  const query = validate({ query: overviewQuery });
  router.get('/api/admin/overview', policy('overview.read'), query, async (ctx) => {
    const { days } = query.of(ctx).query;
    const at = now();
    const to = todayInIndia(at);
    const from = addCalendarDays(to, 1 - days);
    const whole = seesWholeOverview(currentStaffRole(ctx));
    const [figures, pending] = await Promise.all([
      overviewFigures(em(), from, to, !whole),
      whole ? pendingValidations(em(), at) : null,
    ]);
    ctx.body = presentOverview({ days, from, to, figures, pending });
  });
  return router;
}
