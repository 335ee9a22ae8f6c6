import { createRouter, type RouterDeps } from '../router.ts';
import { presentSiteConfig } from '../../presenters/site-config.ts';
import { policy } from '../../middlewares/policy.ts';

/** The same public settings the served index.html inlines, for the Vite dev server. */
export function siteConfigRouter({ config }: RouterDeps) {
  const router = createRouter();
  router.get('/api/site-config', policy('public'), (ctx) => {
    ctx.body = presentSiteConfig(config);
  });
  return router;
}
