import { createRouter, type RouterDeps } from '../router.ts';
import { presentSiteConfig } from '../../presenters/site-config.ts';

/** The same public settings the served index.html inlines, for the Vite dev server. */
export function siteConfigRouter({ config }: RouterDeps) {
  const router = createRouter();
  router.get('/api/site-config', (ctx) => {
    ctx.body = presentSiteConfig(config);
  });
  return router;
}
