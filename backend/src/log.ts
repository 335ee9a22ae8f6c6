import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';
import { config } from './config.ts';
import { redactPersonal } from './lib/redact.ts';

/** What every log line written inside a request (or a job) carries, without passing loggers around. */
export const logContext = new AsyncLocalStorage<{ reqId?: string; jobId?: string }>();

/** An error as a log line shows it: pino's fields, with addresses and phone numbers taken out of its text. */
export function errorForLog(err: Error): Record<string, unknown> {
  const out = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  for (const key of ['message', 'stack', 'detail'])
    if (typeof out[key] === 'string') out[key] = redactPersonal(out[key]);
  return out;
}

export const log = pino({
  level: config().LOG_LEVEL,
  base: undefined,
  mixin: () => ({ ...logContext.getStore() }),
  transport:
    config().LOG_FORMAT === 'pretty'
      ? {
          target: 'pino-pretty',
          options: { colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        }
      : undefined,
  // An error's text may quote an address or a phone number (lib/redact.ts); its fields are logged redacted.
  serializers: { err: errorForLog },
  redact: {
    paths: [
      'password',
      'confirmPassword',
      '*.password',
      '*.confirmPassword',
      '*.passwordHash',
      'email',
      'phone',
      'upiId',
      '*.email',
      '*.phone',
      '*.upiId',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
});
