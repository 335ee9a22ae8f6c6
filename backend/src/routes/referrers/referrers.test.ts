import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { confirmReferrer, LINK_EXPIRED, LINK_NOT_VALID, LINK_USED } from '../../commands/confirm-referrer.ts';
import { registerReferrer } from '../../commands/register-referrer.ts';
import { DomainEvent, Payout, PayoutItem, Referrer, Student } from '../../entities/index.ts';
import { runPayout } from '../../commands/run-payout.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { signedIn } from '../../../test/signed-in.ts';
import { confirmByMail, expectNoSecrets, mailedConfirmationToken } from '../../../test/feature-support.ts';
import { LINK_INCOMPLETE } from 'shared/api/referrers';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { consentRefusals, expectConsentStored, requestWindow } from '../../../test/consent.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const valid = {
  name: 'Karthik Selvam',
  phone: '98765 43210',
  upiId: 'karthik@okaxis',
  email: 'Karthik@Example.in',
  consent: true,
};

describe('POST /api/referrers (join)', () => {
  it("stores an unconfirmed join, answers 'Registered successfully!' with no code, and records referrer.registered (the link's mail)", async () => {
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, source: 'home' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, code: 'referrerJoined', message: 'Registered successfully!' });
    const em = orm.em.fork();
    const stored = await em.findOneOrFail(Referrer, { email: 'karthik@example.in' });
    expect(stored).toMatchObject({
      name: 'Karthik Selvam',
      phone: '9876543210',
      upiId: 'karthik@okaxis',
      source: 'home',
      code: null,
      confirmedAt: null,
    });
    const events = await em.find(DomainEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'referrer.registered',
      payload: { referrerId: stored.id },
      actor: 'visitor',
    });
  });

  it("a stranger's unconfirmed join never blocks the e-mail's owner: their join replaces the details and voids the stranger's link", async () => {
    const stranger = {
      name: 'Not Selvi',
      phone: '9111122222',
      upiId: 'stranger@ybl',
      email: 'selvi@example.in',
      consent: true,
    };
    expect((await api(app.url, '/api/referrers', { method: 'POST', json: stranger })).status).toBe(201);
    const strangersLink = await mailedConfirmationToken(orm, 'selvi@example.in');

    const own = await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { name: 'Selvi', phone: '9444400000', upiId: 'selvi@okicici', email: 'Selvi@Example.in', consent: true },
    });
    expect(own.status).toBe(201);
    expect(own.body.message).toBe('Registered successfully!');
    const em = orm.em.fork();
    expect(await em.find(Referrer, {})).toEqual([
      expect.objectContaining({ name: 'Selvi', phone: '9444400000', upiId: 'selvi@okicici', confirmedAt: null }),
    ]);
    expect(await em.count(DomainEvent, { type: 'referrer.registered' })).toBe(2); // a new mail for the owner

    // The link mailed for the stranger's details confirms nothing any more.
    const old = await api(app.url, '/api/referrers/confirm', { method: 'POST', json: { token: strangersLink } });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(LINK_NOT_VALID);
    const confirmed = await api(app.url, '/api/referrers/confirm', {
      method: 'POST',
      json: { token: await mailedConfirmationToken(orm, 'selvi@example.in') },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ name: 'Selvi', upiId: 'selvi@okicici' });
    expect(confirmed.text).not.toContain('stranger');
  });

  it("answers 409 'Mail already exists' once the e-mail is confirmed (any case), and changes nothing", async () => {
    expect((await api(app.url, '/api/referrers', { method: 'POST', json: valid })).status).toBe(201);
    const before = await confirmByMail(orm, 'karthik@example.in');
    const again = await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { ...valid, email: 'KARTHIK@example.IN', phone: '9000000000', upiId: 'thief@ybl' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Mail already exists');
    const em = orm.em.fork();
    expect(await em.find(Referrer, {})).toEqual([
      expect.objectContaining({ phone: '9876543210', upiId: 'karthik@okaxis', code: before.code }),
    ]);
    expect(await em.count(DomainEvent, { type: 'referrer.registered' })).toBe(1);
  });

  it('keeps one record when the form is sent several times at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api(app.url, '/api/referrers', { method: 'POST', json: valid })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const em = orm.em.fork();
    expect(await em.count(Referrer, {})).toBe(1);
    expect(await em.count(DomainEvent, { type: 'referrer.registered' })).toBe(4);
  });

  it.each([
    ['the name is missing', { ...valid, name: undefined }, 'Please fill in all fields.'],
    ['the phone is blank', { ...valid, phone: '   ' }, 'Please fill in all fields.'],
    ['the UPI id is missing', { ...valid, upiId: undefined }, 'Please fill in all fields.'],
    ['the e-mail is missing', { ...valid, email: undefined }, 'Please fill in all fields.'],
    ['the e-mail is not one', { ...valid, email: 'karthik' }, 'Please enter a valid e-mail address.'],
    ['the phone is letters', { ...valid, phone: 'call me' }, 'Please enter a valid phone number.'],
    ['the UPI id has no bank', { ...valid, upiId: 'karthik' }, 'Please enter a valid UPI id (like name@bank).'],
    [
      'the name holds a NUL byte',
      { ...valid, name: 'Kar\u0000thik' },
      'The name contains characters that are not allowed.',
    ],
    [
      'the name is absurdly long',
      { ...valid, name: 'K'.repeat(5000) },
      'The name is too long (at most 200 characters).',
    ],
    ['a field is a number', { ...valid, name: 42 }, 'Please fill in all fields.'],
    ['the source is unknown', { ...valid, source: 'elsewhere' }, 'Unknown source.'],
  ])('answers 400 when %s, and stores nothing', async (_label, body, message) => {
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const em = orm.em.fork();
    expect(await em.count(Referrer, {})).toBe(0);
    expect(await em.count(DomainEvent, {})).toBe(0);
  });

  it('answers 400 to a body that is not JSON or not an object', async () => {
    const broken = await api(app.url, '/api/referrers', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const list = await api(app.url, '/api/referrers', { method: 'POST', json: [valid] });
    expect(list.status).toBe(400);
    expect(await orm.em.fork().count(Referrer, {})).toBe(0);
  });

  it('is rate-limited per client (429 with Retry-After)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await api(app.url, '/api/referrers', {
        method: 'POST',
        json: { ...valid, email: `r${i}@example.in` },
      });
      expect(res.status).toBe(201);
    }
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, email: 'r10@example.in' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await orm.em.fork().count(Referrer, {})).toBe(10);
  });
});

describe('POST /api/referrers: the privacy consent', () => {
  it.each(consentRefusals)('refuses a join %s with 400 and stores nothing', async (_label, consent, message) => {
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, ...consent } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const em = orm.em.fork();
    expect(await em.count(Referrer, {})).toBe(0);
    expect(await em.count(DomainEvent, {})).toBe(0);
  });

  it('stores the notice version in force and the time of the consent with the join', async () => {
    const window = requestWindow();
    const res = await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { ...valid, noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(res.status).toBe(201);
    await expectConsentStored(orm, 'referrers', valid.email, window.close());
  });

  it('gives a join that replaces an unconfirmed record its own consent; a confirmed one keeps its consent on a refused join', async () => {
    expect((await api(app.url, '/api/referrers', { method: 'POST', json: valid })).status).toBe(201);
    // As if the first join had been under an older notice, a day ago.
    await orm.em
      .fork()
      .getConnection()
      .execute(`update referrers set consent_version = '2025-01-01', consent_at = now() - interval '1 day'`);
    const window = requestWindow();
    expect(
      (await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, upiId: 'karthik@oksbi' } })).status,
    ).toBe(201);
    const replaced = window.close();
    await expectConsentStored(orm, 'referrers', valid.email, replaced);

    await confirmByMail(orm, 'karthik@example.in');
    expect(
      (await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, upiId: 'thief@ybl' } })).status,
    ).toBe(409);
    await expectConsentStored(orm, 'referrers', valid.email, replaced);
  });
});

describe('POST /api/referrers/confirm (the mailed link)', () => {
  const join = async (body: Record<string, unknown>) =>
    expect((await api(app.url, '/api/referrers', { method: 'POST', json: body })).status).toBe(201);
  const confirm = (token: unknown) => api(app.url, '/api/referrers/confirm', { method: 'POST', json: { token } });

  it("confirms once: the referrer is active with a 'REF' + 6 code (joined from home), referrer.confirmed mails it; a replay changes nothing", async () => {
    await join({ ...valid, source: 'home' });
    const token = await mailedConfirmationToken(orm, 'karthik@example.in');
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'referrerConfirmed',
      message: 'Your e-mail is confirmed. Your referral code is active.',
      name: 'Karthik Selvam',
      upiId: 'karthik@okaxis',
    });
    expect(res.body.referralCode).toMatch(/^REF[A-Z0-9]{6}$/);
    const em = orm.em.fork();
    const stored = await em.findOneOrFail(Referrer, { email: 'karthik@example.in' });
    expect(stored.code).toBe(res.body.referralCode);
    expect(stored.confirmedAt).toBeInstanceOf(Date);
    const confirmedEvents = await em.find(DomainEvent, { type: 'referrer.confirmed' });
    expect(confirmedEvents).toEqual([
      expect.objectContaining({ payload: { referrerId: stored.id }, actor: `referrer:${stored.id}` }),
    ]);

    const replay = await confirm(token);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(LINK_USED);
    expect(replay.text).not.toContain(String(res.body.referralCode));
    const after = await orm.em.fork().findOneOrFail(Referrer, { email: 'karthik@example.in' });
    expect(after).toMatchObject({ code: stored.code, confirmedAt: stored.confirmedAt });
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.confirmed' })).toBe(1);
  });

  it('issues 8 upper-case letters and digits to a join from elsewhere (the default)', async () => {
    await join(valid);
    const res = await confirm(await mailedConfirmationToken(orm, 'karthik@example.in'));
    expect(res.body.referralCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('keeps only the SHA-256 of a token, never the token itself', async () => {
    await join(valid);
    const token = await mailedConfirmationToken(orm, 'karthik@example.in');
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(`select * from one_time_links where purpose = 'referrer-confirmation'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an expired link with its own message and leaves the join unconfirmed; a new join mails a link that works', async () => {
    await join(valid);
    const stale = await mailedConfirmationToken(orm, 'karthik@example.in', new Date(Date.now() - 48 * 3600_000 - 1000));
    const res = await confirm(stale);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(LINK_EXPIRED);
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: 'karthik@example.in' })).toMatchObject({
      confirmedAt: null,
      code: null,
    });
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.confirmed' })).toBe(0);

    await join(valid);
    expect((await confirm(await mailedConfirmationToken(orm, 'karthik@example.in'))).status).toBe(200);
  });

  it("answers 404 to a token nobody was given, and 400 'incomplete' to anything that is not a whole token", async () => {
    await join(valid);
    const real = await mailedConfirmationToken(orm, 'karthik@example.in');
    const unknown = await confirm(randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(LINK_NOT_VALID);
    for (const bad of [
      real.slice(0, 40),
      `${real}x`,
      `${real.slice(0, 42)}=`,
      '',
      42,
      null,
      `${real.slice(0, 20)}\u0000${real.slice(21)}`,
    ]) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LINK_INCOMPLETE);
    }
    const noBody = await api(app.url, '/api/referrers/confirm', { method: 'POST', json: [] });
    expect(noBody.status).toBe(400);
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: 'karthik@example.in' })).toMatchObject({
      confirmedAt: null,
    });
  });

  it('lets a second person confirm with the phone or UPI id of an active referrer (a squatter never blocks the owner); admins see the clash flagged', async () => {
    // Someone confirmed first with a phone and a UPI id that are not theirs.
    const squatter = await buildReferrer(orm.em.fork(), {
      email: 'squatter@example.in',
      phone: '9876543210',
      upiId: 'KARTHIK@OKAXIS',
    });
    await join(valid);
    const res = await confirm(await mailedConfirmationToken(orm, 'karthik@example.in'));
    expect(res.status).toBe(200);
    const owner = await orm.em.fork().findOneOrFail(Referrer, { email: 'karthik@example.in' });
    expect(owner).toMatchObject({ phone: '9876543210', upiId: 'karthik@okaxis', code: res.body.referralCode });
    expect(owner.confirmedAt).toBeInstanceOf(Date);
    // Two joins with one phone at the same moment both go through too.
    await join({ ...valid, email: 'one@example.in', upiId: 'one@okaxis' });
    await join({ ...valid, email: 'two@example.in', upiId: 'two@okaxis' });
    const both = await Promise.all(
      [await mailedConfirmationToken(orm, 'one@example.in'), await mailedConfirmationToken(orm, 'two@example.in')].map(
        confirm,
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);

    const admin = await signedIn(app, orm, { kind: 'admin' });
    const list = await admin('/api/admin/referrals');
    const byEmail = new Map(
      (list.body.referrers as { email: string; id: number; sharesPhoneWith: number[]; sharesUpiWith: number[] }[]).map(
        (r) => [r.email, r],
      ),
    );
    const ids = ['one@example.in', 'two@example.in'].map((e) => byEmail.get(e)!.id);
    expect(byEmail.get('karthik@example.in')).toMatchObject({
      sharesPhoneWith: [squatter.id, ...ids],
      sharesUpiWith: [squatter.id],
    });
    expect(byEmail.get('squatter@example.in')).toMatchObject({
      sharesPhoneWith: [owner.id, ...ids],
      sharesUpiWith: [owner.id],
    });
    expect(byEmail.get('one@example.in')).toMatchObject({ sharesUpiWith: [] });
  });

  it('still pays each referral once when two referrers share a UPI id, and flags both on the payout ledger', async () => {
    const a = await buildReferrer(orm.em.fork(), { upiId: 'same@okaxis', code: 'SAMEUPI1' });
    const b = await buildReferrer(orm.em.fork(), { upiId: 'Same@OKAXIS', code: 'SAMEUPI2' });
    const validatedAt = new Date('2026-10-15T06:00:00Z');
    await buildStudent(orm.em.fork(), { referralCode: 'SAMEUPI1', validated: true, validatedAt });
    await buildStudent(orm.em.fork(), { referralCode: 'SAMEUPI2', validated: true, validatedAt });
    expect(await runPayout(orm.em.fork(), '2026-10')).toMatchObject({
      payoutsCreated: 2,
      referralsPaid: 2,
      amount: 140,
    });
    expect(await runPayout(orm.em.fork(), '2026-10')).toMatchObject({ payoutsCreated: 0, referralsPaid: 0 });
    expect(await orm.em.fork().count(PayoutItem, {})).toBe(2);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const ledger = await admin('/api/admin/payouts?period=2026-10');
    expect(ledger.status).toBe(200);
    const flags = (ledger.body.payouts as { referrer: { id: number; sharesUpiWith: number[] } }[]).map((p) => [
      p.referrer.id,
      p.referrer.sharesUpiWith,
    ]);
    expect(flags).toEqual(
      expect.arrayContaining([
        [a.id, [b.id]],
        [b.id, [a.id]],
      ]),
    );
  });

  it('keeps the code of a record from before confirmation (left unconfirmed by the migration) when its owner confirms', async () => {
    await buildReferrer(orm.em.fork(), {
      email: 'old@example.in',
      phone: '9000000044',
      upiId: 'old@okaxis',
      code: 'REFOLD001',
      confirmedAt: null,
    });
    await buildStudent(orm.em.fork(), { referralCode: 'REFOLD001', validated: true });
    const res = await confirm(await mailedConfirmationToken(orm, 'old@example.in'));
    expect(res.status).toBe(200);
    expect(res.body.referralCode).toBe('REFOLD001');
    expect(
      (
        await api(app.url, '/api/referrers/verify', {
          method: 'POST',
          json: { email: 'old@example.in', phone: '9000000044' },
        })
      ).body,
    ).toMatchObject({ count: 1 });
  });

  it('is rate-limited per client', async () => {
    for (let i = 0; i < 20; i++) expect((await confirm(randomBytes(32).toString('base64url'))).status).toBe(404);
    const res = await confirm(randomBytes(32).toString('base64url'));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('confirmReferrer', () => {
  it('draws a new code when the first one is taken (unique by the database constraint)', async () => {
    await buildReferrer(orm.em.fork(), { code: 'TAKEN123' });
    await registerReferrer(orm.em.fork(), {
      name: 'Asha',
      phone: '9123456780',
      upiId: 'asha@oksbi',
      email: 'asha@example.in',
      source: 'dashboard',
    });
    const drawn = ['TAKEN123', 'TAKEN123', 'FRESH456'];
    const referrer = await confirmReferrer(orm.em.fork(), await mailedConfirmationToken(orm, 'asha@example.in'), {
      nextCode: () => drawn.shift()!,
    });
    expect(referrer.code).toBe('FRESH456');
    expect(drawn).toHaveLength(0);
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.confirmed' })).toBe(1);
  });

  it('gives up (no endless loop) when every code collides, and confirms nothing', async () => {
    await buildReferrer(orm.em.fork(), { code: 'TAKEN123' });
    await registerReferrer(orm.em.fork(), {
      name: 'Asha',
      phone: '9123456780',
      upiId: 'asha@oksbi',
      email: 'asha@example.in',
      source: 'dashboard',
    });
    const token = await mailedConfirmationToken(orm, 'asha@example.in');
    await expect(confirmReferrer(orm.em.fork(), token, { nextCode: () => 'TAKEN123' })).rejects.toThrow();
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: 'asha@example.in' })).toMatchObject({
      confirmedAt: null,
      code: null,
    });
  });
});

describe('POST /api/referrers/verify', () => {
  async function referrerWithReferrals() {
    const em = orm.em.fork();
    const referrer = await buildReferrer(em, {
      name: 'Meena',
      email: 'meena@example.in',
      phone: '9444412345',
      upiId: 'meena@okhdfc',
      code: 'REFMEENA1',
    });
    const other = await buildReferrer(em, {
      name: 'Ravi',
      email: 'ravi@example.in',
      phone: '9555512345',
      upiId: 'ravi@ybl',
      code: 'RAVI2345',
    });
    const pending = await buildStudent(em, { name: 'Arun Kumar', referralCode: referrer.code, validated: false });
    const validated = await buildStudent(em, { name: 'R. Priya Devi', referralCode: referrer.code, validated: true });
    const paid = await buildStudent(em, { name: 'Divya S', referralCode: referrer.code, validated: true });
    const inUnpaidPayout = await buildStudent(em, { name: 'Lakshmi N', referralCode: referrer.code, validated: true });
    await buildStudent(em, { name: 'Someone Else', referralCode: other.code, validated: true });
    await buildStudent(em, { name: 'Cleared Student', referralCode: null, validated: true });
    const paidPayout = em.create(Payout, {
      referrer,
      period: '2026-06',
      referralCount: 1,
      amount: 70,
      status: 'paid',
      utr: 'UTR1',
      paidAt: new Date(),
    });
    const openPayout = em.create(Payout, {
      referrer,
      period: '2026-07',
      referralCount: 1,
      amount: 70,
      status: 'pending',
    });
    em.create(PayoutItem, { payout: paidPayout, student: paid, amount: 70 });
    em.create(PayoutItem, { payout: openPayout, student: inUnpaidPayout, amount: 70 });
    await em.flush();
    return { referrer, other, pending, validated, paid };
  }

  it("returns only that referrer's code, name, count, total, UPI id and referrals (first names only)", async () => {
    await referrerWithReferrals();
    const res = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: ' Meena@Example.in ', phone: '94444 12345' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'REFMEENA1', name: 'Meena', count: 3, total: 210, upiId: 'meena@okhdfc' });
    const referrals = res.body.referrals as { name: string; state: string; enrolledOn: string }[];
    expect(referrals.map((r) => [r.name, r.state]).sort()).toEqual([
      ['Arun', 'pending'],
      ['Divya', 'paid'],
      ['Lakshmi', 'validated'],
      ['Priya', 'validated'],
    ]);
    for (const r of referrals) {
      expect(Object.keys(r).sort()).toEqual(['enrolledOn', 'name', 'state']);
      expect(r.enrolledOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Nothing of another referrer, of the referred interns' contact details, or of any secret.
    for (const leak of ['RAVI2345', 'ravi@', 'Someone', 'Cleared', 'Kumar', 'Devi', '@example.in', 'phone', 'college'])
      expect(res.text).not.toContain(leak);
    expectNoSecrets(res.text);
  });

  it("never counts or lists a referral by the referrer themself (the student has the referrer's phone or e-mail)", async () => {
    const { referrer } = await referrerWithReferrals();
    const em = orm.em.fork();
    // Registration refuses these; rows from before that rule, or edited since, still must not count.
    await buildStudent(em, {
      name: 'Meena Again',
      phone: referrer.phone,
      referralCode: referrer.code,
      validated: true,
    });
    await buildStudent(em, {
      name: 'Meena Mail',
      email: 'MEENA@example.in',
      referralCode: referrer.code,
      validated: true,
    });
    const res = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: 'meena@example.in', phone: '9444412345' },
    });
    expect(res.body).toMatchObject({ count: 3, total: 210 });
    expect((res.body.referrals as unknown[]).length).toBe(4);
    expect(res.text).not.toContain('Again');
  });

  it('does not find an unconfirmed join, even with the right e-mail and phone', async () => {
    await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { name: 'Nila', phone: '9000022222', upiId: 'nila@okaxis', email: 'nila@example.in', consent: true },
    });
    const res = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: 'nila@example.in', phone: '9000022222' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Invalid email or phone number.');
    expect(res.text).not.toContain('nila@okaxis');
    await confirmByMail(orm, 'nila@example.in');
    const after = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: 'nila@example.in', phone: '9000022222' },
    });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ name: 'Nila', upiId: 'nila@okaxis', count: 0 });
  });

  it('counts nothing for a referrer without referrals', async () => {
    await buildReferrer(orm.em.fork(), { email: 'new@example.in', phone: '9000011111', code: 'NEWCODE1' });
    const res = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: 'new@example.in', phone: '9000011111' },
    });
    expect(res.body).toMatchObject({ code: 'NEWCODE1', count: 0, total: 0, referrals: [] });
  });

  it("answers 404 'Invalid email or phone number.' unless both match the same referrer", async () => {
    await referrerWithReferrals();
    for (const body of [
      { email: 'meena@example.in', phone: '9555512345' }, // another referrer's phone
      { email: 'ravi@example.in', phone: '9444412345' },
      { email: 'meena@example.in', phone: '944441234' },
      { email: 'nobody@example.in', phone: '9444412345' },
      { email: 'meena@example', phone: '9444412345' },
    ]) {
      const res = await api(app.url, '/api/referrers/verify', { method: 'POST', json: body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Invalid email or phone number.');
      expect(res.text).not.toContain('REFMEENA1');
      expect(res.text).not.toContain('RAVI2345');
    }
  });

  it.each([
    ['no e-mail', { phone: '9444412345' }],
    ['no phone', { email: 'meena@example.in' }],
    ['blank values', { email: ' ', phone: '' }],
    ['no body', undefined],
    ['numbers', { email: 1, phone: 2 }],
  ])("answers 400 'Please enter both email and phone number.' for %s", async (_label, body) => {
    const res = await api(app.url, '/api/referrers/verify', { method: 'POST', json: body ?? {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both email and phone number.');
  });

  it('answers 400 to absurd lengths and NUL bytes', async () => {
    const long = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: `${'a'.repeat(3000)}@example.in`, phone: '9444412345' },
    });
    expect(long.status).toBe(400);
    const nul = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: 'meena@example.in', phone: '94444\u000012345' },
    });
    expect(nul.status).toBe(400);
  });

  it('is rate-limited strictly: the 11th try within 15 minutes is 429, even with the right details', async () => {
    await referrerWithReferrals();
    for (let i = 0; i < 10; i++) {
      const res = await api(app.url, '/api/referrers/verify', {
        method: 'POST',
        json: { email: 'meena@example.in', phone: `90000000${10 + i}` },
      });
      expect(res.status).toBe(404);
    }
    const res = await api(app.url, '/api/referrers/verify', {
      method: 'POST',
      json: { email: 'meena@example.in', phone: '9444412345' },
    });
    expect(res.status).toBe(429);
    expect(res.text).not.toContain('REFMEENA1');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});

describe('GET /api/me/referrer', () => {
  it("returns the intern's own referrer record once the member linked it to the intern's account", async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { email: 'selvi@example.in', emailVerifiedAt: new Date() });
    await buildReferrer(em, {
      email: 'selvi.member@example.in',
      code: 'SELVI123',
      upiId: 'selvi@okicici',
      student,
      studentLink: 'member-confirmed',
    });
    await buildStudent(em, { referralCode: 'SELVI123', validated: true });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/me/referrer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'SELVI123', count: 1, total: 70, upiId: 'selvi@okicici' });
  });

  it("a registration with a referrer's e-mail or phone gets nothing of theirs, also once the e-mail is proven", async () => {
    const em = orm.em.fork();
    await buildReferrer(em, {
      email: 'anitha.ref@example.in',
      phone: '9345678901',
      code: 'ANITHA01',
      upiId: 'anitha@okhdfc',
    });
    // A free, unpaid registration with the referrer's address, and another with their phone.
    const byEmail = await buildStudent(em, { email: 'anitha.ref@example.in' });
    const byPhone = await buildStudent(em, { phone: '9345678901', emailVerifiedAt: new Date() });
    for (const attacker of [byEmail, byPhone]) {
      const asAttacker = await signedIn(app, orm, { kind: 'student', id: attacker.id });
      const res = await asAttacker('/api/me/referrer');
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/ANITHA01|anitha@okhdfc/);
    }
    // The address proven (by whoever pressed the mailed link): still nothing; a link needs the member's own confirmation.
    await orm.em.fork().nativeUpdate(Student, { id: byEmail.id }, { emailVerifiedAt: new Date() });
    const asByEmail = await signedIn(app, orm, { kind: 'student', id: byEmail.id });
    const proven = await asByEmail('/api/me/referrer');
    expect(proven.status).toBe(404);
    expect(proven.text).not.toMatch(/ANITHA01|anitha@okhdfc/);
  });

  it('links a join made while signed in as the intern once it is confirmed, whatever e-mail it carries; a join without the session does not', async () => {
    const student = await buildStudent(orm.em.fork(), { email: 'meena@example.in', phone: '9444411111' });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    // Without a session (the home page), with the intern's phone: not theirs.
    await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { ...valid, email: 'other@example.in', phone: '9444411111', upiId: 'other@ybl' },
    });
    await confirmByMail(orm, 'other@example.in');
    expect((await asStudent('/api/me/referrer')).status).toBe(404);

    // From the dashboard's popup, signed in, with a second address of theirs.
    const joined = await asStudent('/api/referrers', {
      method: 'POST',
      json: { ...valid, email: 'meena.work@example.in', upiId: 'meena@okaxis', source: 'dashboard' },
    });
    expect(joined.status).toBe(201);
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: 'meena.work@example.in' })).toMatchObject({
      student: { id: student.id },
    });
    expect((await asStudent('/api/me/referrer')).status).toBe(404); // not confirmed yet
    const confirmed = await confirmByMail(orm, 'meena.work@example.in');
    const mine = await asStudent('/api/me/referrer');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ code: confirmed.code, upiId: 'meena@okaxis' });
  });

  it("drops the link when someone else's join replaces the unconfirmed record before it is confirmed", async () => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    await asStudent('/api/referrers', { method: 'POST', json: { ...valid, email: 'shared@example.in' } });
    await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { ...valid, email: 'shared@example.in', upiId: 'owner@okaxis' },
    });
    await confirmByMail(orm, 'shared@example.in');
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: 'shared@example.in' })).toMatchObject({
      student: null,
    });
    expect((await asStudent('/api/me/referrer')).status).toBe(404);
  });

  it('answers 404 when the intern has not joined, and never shows another referrer', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em);
    await buildReferrer(em, { code: 'SOMEONE1' });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/me/referrer');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('SOMEONE1');
  });

  it("never shows a stranger's join made with the intern's e-mail, which does not block the intern's own join", async () => {
    const student = await buildStudent(orm.em.fork(), { email: 'selvi@example.in', phone: '9444400000' });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const stranger = await api(app.url, '/api/referrers', {
      method: 'POST',
      json: { name: 'Stranger', phone: '9111122222', upiId: 'stranger@ybl', email: 'selvi@example.in', consent: true },
    });
    expect(stranger.status).toBe(201);
    const before = await asStudent('/api/me/referrer');
    expect(before.status).toBe(404);
    expect(before.text).not.toMatch(/stranger|9111122222/);

    // The intern's own join from the dashboard: accepted (not 409), and once confirmed it is theirs.
    const own = await asStudent('/api/referrers', {
      method: 'POST',
      json: { name: 'Selvi', phone: '9444400000', upiId: 'selvi@okicici', email: 'selvi@example.in', consent: true },
    });
    expect(own.status).toBe(201);
    expect((await asStudent('/api/me/referrer')).status).toBe(404);
    const confirmed = await confirmByMail(orm, 'selvi@example.in');
    const after = await asStudent('/api/me/referrer');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ code: confirmed.code, count: 0, total: 0, upiId: 'selvi@okicici' });
    expect(after.text).not.toMatch(/stranger|9111122222/);
  });

  it('needs a student session', async () => {
    expect((await api(app.url, '/api/me/referrer')).status).toBe(401);
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    expect((await asAdmin('/api/me/referrer')).status).toBe(403);
  });
});
