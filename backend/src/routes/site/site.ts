import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { cheapestRegistration } from 'shared/catalogue-price';
import type { CatalogueStore } from '../../catalogue/store.ts';
import type { Config } from '../../config.ts';
import { isServerPath } from '../../middlewares/canonical-path.ts';
import { presentSiteConfig } from '../../presenters/site-config.ts';

/** JSON safe inside a <script> element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Serves the built frontend: hashed assets with a long cache, and index.html (with the public site
 * configuration and the published catalogue inlined, saving the browser two round trips) for every other
 * GET that wants a page, so client routes like /dashboard work on reload. A blog post's page carries its
 * own title and description, so search engines and link previews read the post's, not the site's.
 */
export function site(cfg: Config, catalogue: CatalogueStore): Middleware[] {
  const dist = cfg.FRONTEND_DIST;
  let indexHtml: Promise<string | undefined> | undefined;
  const loadIndex = () =>
    (indexHtml ??= readFile(join(dist, 'index.html'), 'utf8')
      .then((html) => {
        const json = scriptJson(JSON.stringify(presentSiteConfig(cfg)));
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
    const template = await loadIndex();
    if (!template) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site has not been built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await withCatalogue(template, ctx.path);
  };

  /** index.html with the catalogue inlined: made once per catalogue version (and per blog post's page). */
  const pages = new Map<string, string>();
  let pagesOf: string | undefined;
  async function withCatalogue(template: string, path: string): Promise<string> {
    const snap = await catalogue.current();
    if (pagesOf !== snap.catalogue.version) {
      pages.clear();
      pagesOf = snap.catalogue.version;
    }
    const post = /^\/blog\/([a-z0-9-]{1,80})$/.exec(path)?.[1];
    const found = post ? snap.posts.get(post) : undefined;
    const key = found ? found.slug : '';
    let page = pages.get(key);
    if (page === undefined) {
      // A post's page carries the post itself beside the catalogue: its body shows on the first paint,
      // without a request of its own and without the page moving when it arrives.
      const inlined =
        `<script id="catalogue" type="application/json">${scriptJson(snap.json)}</script>` +
        (found
          ? `\n    <script id="catalogue-post" type="application/json">${scriptJson(JSON.stringify(found))}</script>`
          : '');
      page = template.replace(/<script id="catalogue" type="application\/json">[^<]*<\/script>/, () => inlined);
      if (found) {
        page = page
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(found.title.en)}</title>`)
          .replace(
            /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
            `<meta name="description" content="${escapeHtml(found.summary.en)}" />`,
          );
      } else {
        // The site's description names the fee ('enrol for ₹499'): the published catalogue's, as the pages say it.
        const fee = cheapestRegistration(snap.catalogue)?.fee.registration;
        if (fee !== undefined)
          page = page.replace(
            /(<meta\s+name="description"\s+content="[^"]*?₹)\d+(?:,\d{2,3})*/,
            (_, before: string) => `${before}${fee}`,
          );
      }
      pages.set(key, page);
    }
    return page;
  }
  return [fallback, files];
}
