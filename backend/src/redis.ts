import { Redis, type RedisOptions } from 'ioredis';

/**
 * For request paths: fail fast when Redis is down (no offline queue, one retry), so the API answers
 * at once instead of hanging; the outbox keeps the work until Redis is back.
 */
export function openApiRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
}

/** For BullMQ workers and the relay: wait for Redis instead of failing (BullMQ's production guide). */
export function openWorkerRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: null,
    enableReadyCheck: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
}
