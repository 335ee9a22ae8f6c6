import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { REDIS_URL, type TestApp, uniquePrefix, useTestApp } from 'backend/test/support';
import { configureMail } from '../src/mail/transport.ts';
import { processors } from '../src/processors/index.ts';
import { startWorkerSet } from '../src/runtime/workers.ts';
import { startSmtpServer } from './smtp.ts';

export interface MailStack {
  orm: MikroORM;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  app: TestApp;
  set: Awaited<ReturnType<typeof startWorkerSet>>;
  /** The Redis key prefix the app and the workers share. */
  prefix: string;
}

/**
 * The whole path for one test file: the API, the outbox relay and every processor on their own Redis
 * prefix, mailing through a real SMTP server that keeps what it receives; all closed after the file.
 * `appConfig` sets the API's own settings (TRUST_PROXY_HOPS, to play clients at many addresses).
 */
export function useMailStack(use: (stack: MailStack) => void, appConfig: Record<string, string> = {}): void {
  const prefix = uniquePrefix();
  let stack: Partial<MailStack> = {};
  useTestApp(({ orm, app }) => (stack = { orm, app, prefix }), {
    config: { ...appConfig, REDIS_PREFIX: prefix },
    cleanEach: false,
  });
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    stack.smtp = smtp;
    configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'outbox-')) });
    stack.set = await startWorkerSet({
      orm: stack.orm!,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      processors,
      sweepMs: 200,
    });
    use(stack as MailStack);
  });
  afterAll(async () => {
    await stack.set?.close();
    configureMail(undefined);
    await stack.smtp?.close();
    stack = {};
  });
}
