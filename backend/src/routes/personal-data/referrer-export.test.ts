import type { MikroORM } from '@mikro-orm/postgresql';
import { strFromU8, unzipSync } from 'fflate';
import {
  EXPORT_LINK_EXPIRED,
  EXPORT_LINK_INCOMPLETE,
  EXPORT_LINK_NOT_VALID,
  EXPORT_LINK_TTL_HOURS,
  EXPORT_LINK_USED,
} from 'shared/api/privacy';
import { messages } from 'shared/messages';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { LINK_REQUEST_LIMIT } from '../../middlewares/rate-limit.ts';
import { issueReferrerDataLink } from '../../commands/issue-referrer-data-link.ts';
import { DomainEvent, MailLog, Payout, PayoutItem, Referrer } from '../../entities/index.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { mailedToken } from '../../../test/mail.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const ask = (email: unknown) =>
  api(app.url, '/api/referrers/data-export-requests', { method: 'POST', json: { email } });
const exportEvents = () =>
  orm.em
    .fork()
    .find(
      DomainEvent,
      { type: { $in: ['referrer.data-export-requested', 'referrer.data-exported'] } },
      { orderBy: { id: 'asc' } },
    );

/** What the mail job does: make the link's token (the mail carries it; the table its hash). */
const mailedDataToken = (referrerId: number, now?: Date) => mailedToken(orm, issueReferrerDataLink, referrerId, now);

/** POST /api/referrers/data-export with the token; the ZIP unpacked when it is one. */
async function download(token: unknown) {
  const res = await fetch(`${app.url}/api/referrers/data-export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!res.ok)
    return {
      res,
      files: {} as Record<string, Uint8Array>,
      body: JSON.parse(strFromU8(bytes)) as { message: string; field?: string },
    };
  return { res, files: unzipSync(bytes), body: null };
}

describe('POST /api/referrers/data-export-requests (a referrer asks for their data)', () => {
  it('answers every address alike; only a confirmed, not erased member records the request', async () => {
    const member = await buildReferrer(orm.em.fork(), { email: 'meenakshi.ref@example.in' });
    await buildReferrer(orm.em.fork(), { email: 'unconfirmed.ref@example.in', confirmedAt: null, code: null });
    await buildReferrer(orm.em.fork(), { email: 'erased.ref@example.in', erasedAt: new Date() });
    // An intern who never joined refer-and-earn is not a member either.
    await buildStudent(orm.em.fork(), { email: 'only.intern@example.in' });

    const answers = [];
    for (const email of [
      ' Meenakshi.Ref@Example.in ',
      'nobody@example.in',
      'unconfirmed.ref@example.in',
      'erased.ref@example.in',
      'only.intern@example.in',
    ])
      answers.push(await ask(email));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        code: 'referrerExportRequested',
        message: messages.referrerExportRequested,
      });
      expect(res.text).toBe(answers[0]!.text);
    }
    expect(await exportEvents()).toEqual([
      expect.objectContaining({
        type: 'referrer.data-export-requested',
        subjectType: 'referrer',
        subjectId: String(member.id),
        payload: { referrerId: member.id },
        actor: 'visitor',
      }),
    ]);
  });

  it('refuses a malformed e-mail with a 400 naming the field, recording nothing', async () => {
    for (const email of [undefined, '', 'meenakshi', 42]) {
      const res = await ask(email);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('email');
    }
    expect(await exportEvents()).toEqual([]);
  });

  it(`limits each e-mail to ${LINK_REQUEST_LIMIT.perAccount} an hour, known or not (the 429 tells nothing)`, async () => {
    await buildReferrer(orm.em.fork(), { email: 'flooded.ref@example.in' });
    for (const email of ['flooded.ref@example.in', 'ghost.ref@example.in']) {
      for (let i = 0; i < LINK_REQUEST_LIMIT.perAccount; i++)
        expect((await ask(i % 2 ? email.toUpperCase() : email)).status).toBe(200);
      const blocked = await ask(email);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.data-export-requested' })).toBe(
      LINK_REQUEST_LIMIT.perAccount,
    );
  });

  it(`limits each address to ${LINK_REQUEST_LIMIT.perIp} requests an hour, whichever e-mails it names`, async () => {
    for (let i = 0; i < LINK_REQUEST_LIMIT.perIp; i++) expect((await ask(`someone${i}@example.in`)).status).toBe(200);
    expect((await ask('one.more@example.in')).status).toBe(429);
  });
});

describe('POST /api/referrers/data-export (the mailed link downloads the data once)', () => {
  it("answers the member's ZIP (record, consent, payouts, referrals by first name, their mails) once, then 410", async () => {
    const em = orm.em.fork();
    const member = await buildReferrer(em, {
      name: 'Meenakshi Sundaram',
      email: 'meenakshi.ref@example.in',
      phone: '8765401234',
      upiId: 'meenakshi@okaxis',
      code: 'MEENA42',
      consentVersion: PRIVACY_NOTICE_VERSION,
      consentAt: new Date('2026-06-03T04:05:06Z'),
    });
    const friend = await buildStudent(em, {
      name: 'Tharunika Velmurugan',
      referralCode: 'MEENA42',
      validated: true,
      validatedAt: new Date(),
    });
    await buildStudent(em, { name: 'Oviya Krishnamoorthy', referralCode: 'MEENA42' });
    const payout = em.create(Payout, {
      referrer: member,
      period: '2026-07',
      referralCount: 1,
      amount: 70,
      status: 'paid',
      utr: 'PAYOUTUTR4455',
      paidAt: new Date(),
    });
    em.create(PayoutItem, { payout, student: friend, amount: 70 });
    em.create(MailLog, {
      jobId: 'e7-mail-payout-statement',
      template: 'mail-payout-statement',
      recipient: 'meenakshi.ref@example.in',
      subject: 'Referral payout for 2026-07: ₹70',
      status: 'sent',
      sentAt: new Date(),
    });
    // Someone else's mail, and a mail to an intern at another address: neither is the member's.
    em.create(MailLog, {
      jobId: 'e8-mail-other',
      template: 'mail-referral-welcome',
      recipient: 'someone.else@example.in',
      subject: 'Your referral code: OTHER1',
      status: 'sent',
    });
    await em.flush();
    const other = await buildReferrer(em, {
      name: 'Gowri Pandian',
      email: 'gowri.ref@example.in',
      upiId: 'gowri@okhdfc',
    });

    const token = await mailedDataToken(member.id);
    const { res, files } = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="my-data-referrer-${member.id}.zip"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'data.json']);

    const text = strFromU8(files['data.json']!);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data['your membership']).toMatchObject({
      name: 'Meenakshi Sundaram',
      'e-mail': 'meenakshi.ref@example.in',
      phone: '8765401234',
      'UPI id': 'meenakshi@okaxis',
      'referral code': 'MEENA42',
      'privacy notice version agreed to': PRIVACY_NOTICE_VERSION,
      'agreed to the privacy notice at': '2026-06-03T04:05:06+00:00',
    });
    expect(data.payouts).toEqual([
      expect.objectContaining({
        month: '2026-07',
        'amount (rupees)': 70,
        status: 'paid',
        'bank UTR of the payment': 'PAYOUTUTR4455',
      }),
    ]);
    expect(data['referrals credited to you (first name only)']).toEqual([
      expect.objectContaining({ 'first name': 'Tharunika', state: 'paid' }),
      expect.objectContaining({ 'first name': 'Oviya', state: 'waiting for the payment check' }),
    ]);
    expect(data['mails sent to you']).toEqual([
      expect.objectContaining({ subject: 'Referral payout for 2026-07: ₹70', 'sent to': 'meenakshi.ref@example.in' }),
    ]);
    expect(data['what happened']).toEqual([
      expect.objectContaining({ type: 'referrer.data-exported', 'done by': 'you' }),
    ]);
    for (const absent of [
      'Velmurugan',
      'Krishnamoorthy',
      friend.email,
      friend.phone,
      'someone.else',
      'Gowri',
      'gowri',
      other.phone,
    ])
      expect(text, absent).not.toContain(absent);
    expect(strFromU8(files['README.txt']!)).toContain(`privacy notice version ${PRIVACY_NOTICE_VERSION}`);
    expect(await exportEvents()).toEqual([
      expect.objectContaining({
        type: 'referrer.data-exported',
        payload: { referrerId: member.id },
        actor: `referrer:${member.id}`,
      }),
    ]);

    const replay = await download(token);
    expect(replay.res.status).toBe(410);
    expect(replay.body?.message).toBe(EXPORT_LINK_USED);
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.data-exported' })).toBe(1);
  });

  it(`refuses an expired link (410; links work ${EXPORT_LINK_TTL_HOURS} hours), an unknown one (404) and a malformed one (400)`, async () => {
    const member = await buildReferrer(orm.em.fork());
    const old = await mailedDataToken(member.id, new Date(Date.now() - (EXPORT_LINK_TTL_HOURS * 3600 + 60) * 1000));
    const expired = await download(old);
    expect(expired.res.status).toBe(410);
    expect(expired.body?.message).toBe(EXPORT_LINK_EXPIRED);

    const unknown = await download('B'.repeat(43));
    expect(unknown.res.status).toBe(404);
    expect(unknown.body?.message).toBe(EXPORT_LINK_NOT_VALID);

    for (const token of [undefined, '', 'short', 'A'.repeat(42) + '!']) {
      const bad = await download(token);
      expect(bad.res.status).toBe(400);
      expect(bad.body).toMatchObject({ message: EXPORT_LINK_INCOMPLETE, field: 'token' });
    }
    expect(await exportEvents()).toEqual([]);
  });

  it('only the newest mailed link works, and no link works once the member is erased', async () => {
    const member = await buildReferrer(orm.em.fork());
    const first = await mailedDataToken(member.id);
    const second = await mailedDataToken(member.id);
    expect((await download(first)).body?.message).toBe(EXPORT_LINK_USED);

    await orm.em.fork().nativeUpdate(Referrer, { id: member.id }, { erasedAt: new Date() });
    const afterErasure = await download(second);
    expect(afterErasure.res.status).toBe(404);
    expect(afterErasure.body?.message).toBe(EXPORT_LINK_NOT_VALID);
    expect((await issueReferrerDataLink(orm.em.fork(), member.id)).status).toBe('inactive');
    expect(await exportEvents()).toEqual([]);
  });
});
