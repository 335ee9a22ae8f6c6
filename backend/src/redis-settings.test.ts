import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../test/support.ts';
import { checkRedisSettings, warnOnRedisSettings } from './redis-settings.ts';

/** Each warning the check logs, as the processes' log receives it. */
function capturingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (_obj: object, msg: string) => void lines.push(msg) } };
}

describe('the start-up check of BullMQ production settings, against the real Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(() => redis.disconnect());

  it('says what to set for an evicting policy, and is quiet about the policy once it is noeviction again', async () => {
    const [, before] = (await redis.config('GET', 'maxmemory-policy')) as [string, string];
    // Only the policy changes, and back at once: with maxmemory 0 (the machine's) nothing is evicted meanwhile.
    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
    let evicting: Awaited<ReturnType<typeof checkRedisSettings>>;
    try {
      evicting = await checkRedisSettings(redis);
    } finally {
      await redis.config('SET', 'maxmemory-policy', before);
    }
    expect(evicting.problems.join('\n')).toContain(
      'maxmemory-policy is allkeys-lru: set "maxmemory-policy noeviction"',
    );

    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    try {
      const fine = await checkRedisSettings(redis);
      expect(fine.problems.join('\n')).not.toContain('maxmemory-policy');
    } finally {
      await redis.config('SET', 'maxmemory-policy', before);
    }
  });

  it('warns about the append-only file exactly when Redis runs without it, and the process goes on', async () => {
    const [, appendonly] = (await redis.config('GET', 'appendonly')) as [string, string];
    const { lines, log } = capturingLog();
    const report = await warnOnRedisSettings(redis, log);
    const aofWarnings = lines.filter((l) => l.includes('appendonly'));
    if (appendonly === 'yes') expect(aofWarnings).toEqual([]);
    else
      expect(aofWarnings).toEqual([expect.stringContaining(`Redis appendonly is ${appendonly}: set "appendonly yes"`)]);
    expect(report?.problems).toEqual(lines);
  });

  it('a Redis that refuses CONFIG (as managed services do) gets one warning saying what to make sure of', async () => {
    const user = `settings-check-${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    await redis.call('ACL', 'SETUSER', user, 'on', `>${password}`, '~*', '+@all', '-config');
    const limited = new Redis(Object.assign(new URL(REDIS_URL), { username: user, password }).toString(), {
      maxRetriesPerRequest: 1,
    });
    try {
      const { lines, log } = capturingLog();
      const report = await warnOnRedisSettings(limited, log);
      expect(report?.unreadable).toMatch(/NOPERM/);
      expect(lines).toEqual([
        expect.stringContaining('make sure Redis runs with maxmemory-policy noeviction and appendonly yes'),
      ]);
    } finally {
      limited.disconnect();
      await redis.call('ACL', 'DELUSER', user);
    }
  });

  it('an unreachable Redis is not reported as a settings problem', async () => {
    const away = new Redis('redis://127.0.0.1:1/0', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    away.on('error', () => undefined);
    const { lines, log } = capturingLog();
    expect(await warnOnRedisSettings(away, log)).toBeUndefined();
    expect(lines).toEqual([]);
    away.disconnect();
  });
});
