import type { Middleware } from 'koa';
import type { z } from 'zod';
import { validationError } from '../errors.ts';

type Source = 'body' | 'query' | 'params';

/**
 * Parses one part of the request with a zod schema and stores the typed result in ctx.state.input.
 * A failure is a 400 naming the first bad field, with the schema's own message (the specification's
 * wording where it has one).
 */
export function validate<S extends z.ZodType>(schema: S, source: Source = 'body'): Middleware {
  return async (ctx, next) => {
    const raw = source === 'body' ? ctx.request.body : source === 'query' ? ctx.query : (ctx as unknown as { params: unknown }).params;
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || undefined;
      throw validationError(issue?.message ?? 'The request is not valid.', field);
    }
    ctx.state.input = parsed.data;
    await next();
  };
}

/** The validated input of the current request, typed by the route's schema. */
export function input<S extends z.ZodType>(ctx: { state: { input?: unknown } }, _schema: S): z.infer<S> {
  return ctx.state.input as z.infer<S>;
}
