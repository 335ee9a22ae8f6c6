import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp.ts';
import { configureMail, deliver } from './transport.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer(); // offers no STARTTLS: a plain-text server, or one whose offer was stripped
});
afterEach(() => configureMail(undefined));
afterAll(() => smtp.close());

const mail = {
  from: 'hello@example.in',
  to: 'meena@example.in',
  subject: 'Your offer letter',
  html: '<p>Hi</p>',
  text: 'Hi',
};

describe('SMTP_REQUIRE_TLS', () => {
  it('refuses to send through a server that offers no STARTTLS, and the server receives nothing', async () => {
    configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'outbox-')), requireTLS: true });
    await expect(deliver(mail, 'tls-required')).rejects.toThrow(/STARTTLS/i);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends through the same server when TLS is not required (a local relay)', async () => {
    configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'outbox-')) });
    await deliver(mail, 'plain');
    expect(smtp.received.map((m) => m.subject)).toEqual(['Your offer letter']);
  });
});
