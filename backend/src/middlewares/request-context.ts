import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { log, logContext } from '../log.ts';

/** Gives each request an id (echoed in X-Request-Id), puts it on every log line, and logs every outcome. */
export function requestContext(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const reqId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', reqId);
    ctx.state.reqId = reqId;
    const started = performance.now();
    await logContext.run({ reqId }, async () => {
      try {
        await next();
      } finally {
        // Every request, whatever its path: a filter on the path here once hid /API/... requests.
        log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
    });
  };
}
