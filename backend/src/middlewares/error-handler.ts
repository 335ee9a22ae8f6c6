import type { Middleware } from 'koa';
import type { ErrorAnswer, ErrorKind } from 'shared/api/envelope';
import { HttpError } from '../errors.ts';
import { log } from '../log.ts';
import { securityEvent } from '../lib/security-log.ts';
import { isUnavailable } from '../lib/unavailable.ts';
import { isServerPath } from './canonical-path.ts';
import { messages } from 'shared/messages';

/**
 * The one place errors become responses: a JSON body with a message, its kind (`error`) and
 * the `code` a client decides by. Unknown errors are logged with their stack and answered without detail.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isServerPath(ctx.path)) {
        ctx.status = 404;
        ctx.body = {
          success: false,
          error: 'not_found',
          code: 'notFound',
          message: messages.notFound,
        } satisfies ErrorAnswer;
      }
    } catch (err) {
      const { status, body } = toResponse(err);
      if (status >= 500) log.error({ err }, 'request failed');
      ctx.status = status;
      if (status === 401 || status === 403 || status === 429)
        securityEvent(ctx, 'request.refused', { reason: body.error });
      ctx.body = { success: false, ...body, requestId: ctx.state.reqId } satisfies ErrorAnswer;
      if (status === 503) ctx.set('Retry-After', '5');
      if (err instanceof HttpError && err.retryAfterSec !== undefined)
        ctx.set('Retry-After', String(err.retryAfterSec));
    }
  };
}

/** The kind of a refusal by Koa's own middleware (body parser, multer), by its status. */
const koaKinds: Partial<Record<number, ErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media',
  429: 'rate_limited',
};

function toResponse(err: unknown): { status: number; body: Omit<ErrorAnswer, 'success' | 'requestId'> } {
  if (err instanceof HttpError) {
    // An error's details are only ever the field at fault (errors.ts).
    return {
      status: err.status,
      body: {
        error: err.id,
        code: err.code,
        message: err.message,
        ...(err.values ? { values: err.values } : {}),
        ...err.details,
      },
    };
  }
  const e = err as { status?: unknown; expose?: unknown; message?: unknown; type?: unknown };
  // Errors from Koa's own middleware (body parser, multer): 4xx with a safe message.
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    const kind = koaKinds[e.status] ?? 'bad_request';
    if (e.status === 413)
      return { status: 413, body: { error: kind, code: 'requestTooLarge', message: messages.requestTooLarge } };
    // Koa's own words (a 405's) are not ours to translate: the kind is their code.
    if (e.expose && typeof e.message === 'string')
      return { status: e.status, body: { error: kind, code: kind, message: e.message } };
    return { status: e.status, body: { error: kind, code: 'requestUnreadable', message: messages.requestUnreadable } };
  }
  if (isUnavailable(err)) {
    return { status: 503, body: { error: 'unavailable', code: 'serviceBusy', message: messages.serviceBusy } };
  }
  return { status: 500, body: { error: 'internal', code: 'internalError', message: messages.internalError } };
}
