import type { MikroORM } from '@mikro-orm/postgresql';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { config, publicUrl } from 'backend/config';
import { MailLog, OneTimeLink } from 'backend/entities/index';
import { buildReferrer } from 'backend/test/factories';
import { api, type TestApp } from 'backend/test/support';
import { mailboxOf, linkToken } from 'backend/test/mail';
import { EXPORT_LINK_EXPIRED, EXPORT_LINK_USED } from 'shared/api/privacy';
import { messages } from 'shared/messages';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * A referrer's data by mail (docs/PRIVACY.md), through the outbox and a real SMTP server: asking mails a
 * one-time link to the member's own address (the token in no job and no event), the link downloads
 * the ZIP once, a replay and an expired link are 410; an unknown address gets the same answer and no mail.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack));

const SUBJECT = 'Download your Refer & Earn data';
const { nthMail } = mailboxOf(() => smtp.received);

const ask = (email: string) => api(app.url, '/api/referrers/data-export-requests', { method: 'POST', json: { email } });
async function download(token: string) {
  const res = await fetch(`${app.url}/api/referrers/data-export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, message: res.ok ? null : (JSON.parse(strFromU8(bytes)) as { message: string }).message };
}

describe("a referrer's data, by a mailed one-time link, through real SMTP", () => {
  it('mails a link (token in no job and no event) that downloads the ZIP once; a replay is 410', async () => {
    await buildReferrer(orm.em.fork(), {
      name: 'Kalaivani Murugan',
      email: 'kalaivani.ref@example.in',
      upiId: 'kalaivani@okaxis',
      code: 'KALAI77',
    });
    const asked = await ask('Kalaivani.Ref@Example.in');
    expect(asked.body).toEqual({
      success: true,
      code: 'referrerExportRequested',
      message: messages.referrerExportRequested,
    });

    const mail = await nthMail('kalaivani.ref@example.in', SUBJECT, 1);
    expect(mail.text).toContain('Hello Kalaivani Murugan,');
    expect(mail.text).toContain('for 24 hours');
    expect(mail.text).toMatch(/ignore this mail/);
    const token = linkToken(mail, '/refer/my-data');
    expect(mail.text).toContain(`${publicUrl(config())}/refer/my-data#token=${token}`);
    expect(await redisText(app.redis, prefix)).not.toContain(token);
    const events = await orm.em.fork().getConnection().execute('select * from events');
    expect(JSON.stringify(events)).not.toContain(token);
    const links = await orm.em.fork().find(OneTimeLink, { purpose: 'referrer-data' });
    expect(links).toHaveLength(1);
    expect(JSON.stringify(links)).not.toContain(token);

    const first = await download(token);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(first.bytes);
    const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, Record<string, unknown>>;
    expect(data['your membership']).toMatchObject({
      name: 'Kalaivani Murugan',
      'e-mail': 'kalaivani.ref@example.in',
      'UPI id': 'kalaivani@okaxis',
      'referral code': 'KALAI77',
    });
    // The link's own mail is among the mails sent to them.
    expect(data['mails sent to you']).toEqual([
      expect.objectContaining({ subject: SUBJECT, 'sent to': 'kalaivani.ref@example.in' }),
    ]);

    const replay = await download(token);
    expect(replay.res.status).toBe(410);
    expect(replay.message).toBe(EXPORT_LINK_USED);
  });

  it('an expired link is 410', async () => {
    const member = await buildReferrer(orm.em.fork(), { email: 'late.ref@example.in' });
    await ask('late.ref@example.in');
    const token = linkToken(await nthMail('late.ref@example.in', SUBJECT, 1), '/refer/my-data');
    // A day and a minute later.
    await orm.em
      .fork()
      .nativeUpdate(
        OneTimeLink,
        { purpose: 'referrer-data', subject: String(member.id) },
        { expiresAt: new Date(Date.now() - 60_000) },
      );
    const late = await download(token);
    expect(late.res.status).toBe(410);
    expect(late.message).toBe(EXPORT_LINK_EXPIRED);
  });

  it('mails nothing for an unknown address or an unconfirmed join, with the same answer', async () => {
    await buildReferrer(orm.em.fork(), { email: 'unconfirmed.ref@example.in', confirmedAt: null, code: null });
    const unknown = await ask('stranger.ref@example.in');
    const unconfirmed = await ask('unconfirmed.ref@example.in');
    expect(unknown.text).toBe(unconfirmed.text);
    expect(unknown.body).toEqual({
      success: true,
      code: 'referrerExportRequested',
      message: messages.referrerExportRequested,
    });
    // A member's request made after them arrives; theirs never do.
    await buildReferrer(orm.em.fork(), { email: 'after.ref@example.in' });
    await ask('after.ref@example.in');
    await nthMail('after.ref@example.in', SUBJECT, 1);
    expect(smtp.received.filter((m) => /stranger\.ref|unconfirmed\.ref/.test(JSON.stringify(m.to ?? '')))).toEqual([]);
    expect(await orm.em.fork().count(MailLog, { template: 'mail-referrer-data-link' })).toBe(
      await orm.em.fork().count(OneTimeLink, { purpose: 'referrer-data' }),
    );
  });
});
