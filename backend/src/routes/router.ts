import Router, { type RouterOptions } from '@koa/router';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { CatalogueStore } from '../catalogue/store.ts';
import type { Config } from '../config.ts';
import type { createMetrics } from '../metrics/metrics.ts';
import type { QueueName } from '../queues/fan-out.ts';

/** What every router may need; app.ts builds it once and hands it to each `xRouter(deps)`. */
export interface RouterDeps {
  config: Config;
  orm: MikroORM;
  /** The request's entity manager (MikroORM's RequestContext, set up in app.ts). */
  em: () => EntityManager;
  /** Fail-fast Redis for request paths (health, rate limits). */
  redis: Redis;
  queues: Record<QueueName, Queue>;
  metrics: ReturnType<typeof createMetrics>;
  /** The published catalogue in memory (catalogue/store.ts): courses, fees, posts. */
  catalogue: CatalogueStore;
}

/**
 * Every router of the app. Case-sensitive and strict: @koa/router matches paths case-insensitively
 * and accepts a trailing slash by default, while anything that compares ctx.path by hand (a
 * router.use() guard, the JSON-only check, the request log) is exact, so a second spelling of a path
 * could reach a route past its guard. With one spelling per route there is nothing to slip through.
 */
export function createRouter(opts: Omit<RouterOptions, 'sensitive' | 'strict'> = {}): Router {
  return new Router({ ...opts, sensitive: true, strict: true });
}
