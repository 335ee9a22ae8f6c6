import { Histogram, type Registry } from 'prom-client';
import type { Middleware } from 'koa';
import { bullBoardPath } from '../routes/admin-queues/bull-board.ts';

/** Seconds; the API answers most requests in a few milliseconds, uploads and PDFs in up to seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route a request matched, as registered (/api/jobs/:id), never the raw path: ids in a label would
 * make a series per intern (unbounded, and the ids themselves would leak into the monitoring system).
 * Bull Board runs its own router under its mount, so its pages share one label; anything no router
 * matched (the site's pages and files, 404s, other spellings of a path) is 'unmatched'.
 */
export function routeLabel(ctx: { path: string; _matchedRoute?: string | RegExp }): string {
  if (ctx._matchedRoute === undefined) return 'unmatched';
  // Only the canonical spelling reaches Bull Board (middlewares/canonical-path.ts), so no folding here.
  if (ctx.path === bullBoardPath || ctx.path.startsWith(`${bullBoardPath}/`)) return `${bullBoardPath}/*`;
  return String(ctx._matchedRoute);
}

/** Records every request's duration by method, route template and status class (2xx, 4xx, ...). */
export function httpMetrics(registry: Registry): Middleware {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the API to its answer, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return async (ctx, next) => {
    const end = histogram.startTimer();
    try {
      await next();
    } finally {
      end({ method: ctx.method, route: routeLabel(ctx as never), status_class: `${Math.floor(ctx.status / 100)}xx` });
    }
  };
}
