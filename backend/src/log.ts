import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';
import { config } from './config.ts';

/** What every log line written inside a request (or a job) carries, without passing loggers around. */
export const logContext = new AsyncLocalStorage<{ reqId?: string; jobId?: string }>();

export const log = pino({
  level: config().LOG_LEVEL,
  base: undefined,
  mixin: () => ({ ...logContext.getStore() }),
  transport:
    config().LOG_FORMAT === 'pretty'
      ? { target: 'pino-pretty', options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  redact: {
    paths: ['password', 'confirmPassword', '*.password', '*.confirmPassword', '*.passwordHash', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
});
