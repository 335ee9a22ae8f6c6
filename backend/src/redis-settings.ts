import type { Redis } from 'ioredis';

/**
 * BullMQ's production settings for the Redis that holds the queues: `maxmemory-policy noeviction`
 * (any other policy lets Redis drop a job's keys when memory is short: the job is lost, or half of it
 * remains) and the append-only file (`appendonly yes`: a restart loses at most a second of queue state
 * instead of everything since the last snapshot). PostgreSQL is the truth and the reconciler puts
 * lost jobs back, so a Redis without them still works: the processes warn and start, never refuse
 * (a development machine's Redis often runs without AOF). infra/redis.conf has both.
 */
export interface RedisSettingsReport {
  /** One sentence per setting that is not as BullMQ's production guide asks, saying what to set. */
  problems: string[];
  /** CONFIG GET was refused (managed services often rename or forbid CONFIG): nothing could be checked. */
  unreadable?: string;
}

async function configValue(redis: Redis, name: string): Promise<string | undefined> {
  // CONFIG GET answers [name, value] pairs; an unknown name answers an empty list.
  const pair = (await redis.call('CONFIG', 'GET', name)) as string[];
  return pair[1];
}

export async function checkRedisSettings(redis: Redis): Promise<RedisSettingsReport> {
  let policy: string | undefined;
  let appendonly: string | undefined;
  try {
    [policy, appendonly] = await Promise.all([
      configValue(redis, 'maxmemory-policy'),
      configValue(redis, 'appendonly'),
    ]);
  } catch (err) {
    // Redis's own refusal (an unknown or forbidden command); a connection failure is thrown on.
    if (err instanceof Error && err.name === 'ReplyError') return { problems: [], unreadable: err.message };
    throw err;
  }
  const problems: string[] = [];
  if (policy !== 'noeviction') {
    problems.push(
      `Redis maxmemory-policy is ${policy ?? 'unknown'}: set "maxmemory-policy noeviction" (redis.conf, or CONFIG SET maxmemory-policy noeviction), or Redis may evict queued jobs when memory is short`,
    );
  }
  if (appendonly !== 'yes') {
    problems.push(
      `Redis appendonly is ${appendonly ?? 'unknown'}: set "appendonly yes" and "appendfsync everysec" (redis.conf), or a Redis restart forgets the queues since its last snapshot (the reconciler then re-adds them from PostgreSQL)`,
    );
  }
  return { problems };
}

interface WarnLog {
  warn(obj: object, msg: string): void;
}

/**
 * At start: a warning per setting that is not BullMQ's production one, or one saying they could not
 * be read. Never throws: a Redis that cannot be reached is the connection's own warning, not this one's.
 */
export async function warnOnRedisSettings(redis: Redis, log: WarnLog): Promise<RedisSettingsReport | undefined> {
  const report = await checkRedisSettings(redis).catch(() => undefined);
  if (!report) return undefined;
  if (report.unreadable)
    log.warn(
      { err: report.unreadable },
      'could not read the Redis settings (CONFIG GET refused): make sure Redis runs with maxmemory-policy noeviction and appendonly yes (docs/CAPACITY.md)',
    );
  for (const problem of report.problems) log.warn({}, problem);
  return report;
}
