import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import type { Config } from '../../config.ts';
import { isServerPath } from '../../middlewares/canonical-path.ts';
import { presentSiteConfig } from '../../presenters/site-config.ts';

/**
 * Serves the built frontend: hashed assets with a long cache, and index.html (with the public site
 * configuration inlined, saving the browser a round trip) for every other GET that wants a page, so
 * client routes like /dashboard work on reload.
 */
export function site(cfg: Config): Middleware[] {
  const dist = cfg.FRONTEND_DIST;
  let indexHtml: Promise<string | undefined> | undefined;
  const loadIndex = () =>
    (indexHtml ??= readFile(join(dist, 'index.html'), 'utf8')
      .then((html) => {
        const json = JSON.stringify(presentSiteConfig(cfg)).replace(/</g, '\\u003c');
        return html.replace(
          /<script id="site-config" type="application\/json">[^<]*<\/script>/,
          `<script id="site-config" type="application/json">${json}</script>`,
        );
      })
      .catch(() => undefined));

  const assets = serve(dist, {
    index: false,
    maxage: 365 * 24 * 3600 * 1000,
    immutable: true,
    setHeaders: (res, path) => {
      // The service worker (and Workbox's runtime beside it) is how a new version is found: the browser
      // must ask for it again every time, or a fix could wait an hour behind a stale copy.
      if (/\/(sw|workbox-[\w-]+)\.js$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
      else if (!path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  // An API path is never a file of the build: without this, koa-static stats dist/api/... (and its
  // .br and .gz when the client accepts them) on every API GET and HEAD, each an ENOENT error: 4% of
  // the CPU profile of GET /api/me under load (bench/api.ts).
  const files: Middleware = (ctx, next) => (isServerPath(ctx.path) ? next() : assets(ctx, next));

  const fallback: Middleware = async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (isServerPath(ctx.path)) return;
    if (/\.[a-z0-9]{1,8}$/i.test(ctx.path)) return; // a missing file stays a 404
    const html = await loadIndex();
    if (!html) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site has not been built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  };
  return [fallback, files];
}
