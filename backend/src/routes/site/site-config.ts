import { createRouter } from '../router.ts';
import type { Config } from '../../config.ts';
import { presentSiteConfig } from '../../presenters/site-config.ts';

/** The same public settings the served index.html inlines, for the Vite dev server. */
export function siteConfigRouter(cfg: Config) {
  const router = createRouter();
  router.get('/api/site-config', (ctx) => {
    ctx.body = presentSiteConfig(cfg);
  });
  return router;
}
