import type { Redis } from 'ioredis';

/**
 * Every value Redis holds under a prefix, as one text: what a test searches for a secret or personal
 * data that must never reach Redis (BullMQ keeps jobs' data, results and failures there in clear text).
 */
export async function redisText(redis: Redis, prefix: string): Promise<string> {
  const keys = await redis.keys(`${prefix}*`);
  const values = await Promise.all(
    keys.map(async (key) => {
      const type = await redis.type(key);
      if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
      if (type === 'string') return (await redis.get(key)) ?? '';
      if (type === 'list') return (await redis.lrange(key, 0, -1)).join('\n');
      if (type === 'zset') return (await redis.zrange(key, '0', '-1')).join('\n');
      if (type === 'stream') return JSON.stringify(await redis.xrange(key, '-', '+'));
      return '';
    }),
  );
  return values.join('\n');
}
