import { metricsAccess } from '../../middlewares/metrics-access.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * GET /metrics: Prometheus text format, for the scraper (bearer token or loopback, see
 * middlewares/metrics-access.ts) and for admins. Outside /api: it is not part of the product's API,
 * and /metrics is where Prometheus looks by default.
 */
export function metricsRouter(deps: RouterDeps) {
  const router = createRouter();
  router.get('/metrics', metricsAccess(deps.config), async (ctx) => {
    const text = await deps.metrics.scrape();
    ctx.type = deps.metrics.contentType;
    ctx.body = text;
  });
  return router;
}
