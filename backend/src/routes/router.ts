import Router, { type RouterOptions } from '@koa/router';

/**
 * Every router of the app. Case-sensitive and strict: @koa/router matches paths case-insensitively
 * and accepts a trailing slash by default, while anything that compares ctx.path by hand (a
 * router.use() guard, the JSON-only check, the request log) is exact, so a second spelling of a path
 * could reach a route past its guard. With one spelling per route there is nothing to slip through.
 */
export function createRouter(opts: Omit<RouterOptions, 'sensitive' | 'strict'> = {}): Router {
  return new Router({ ...opts, sensitive: true, strict: true });
}
