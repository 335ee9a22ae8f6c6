import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { registerReferrer } from '../../commands/register-referrer.ts';
import { DomainEvent, Payout, PayoutItem, Referrer } from '../../entities/index.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../../test/factories.ts';
import { adminCookie, expectNoSecrets, studentCookie } from '../../../test/feature-support.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const valid = { name: 'Karthik Selvam', phone: '98765 43210', upiId: 'karthik@okaxis', email: 'Karthik@Example.in' };

describe('POST /api/referrers', () => {
  it("issues a 'REF' + 6 code from the home page, stores the referrer and records referrer.registered", async () => {
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, source: 'home' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Registered successfully!' });
    expect(res.body.code).toMatch(/^REF[A-Z0-9]{6}$/);
    const em = orm.em.fork();
    const stored = await em.findOneOrFail(Referrer, { code: res.body.code as string });
    expect(stored).toMatchObject({ name: 'Karthik Selvam', phone: '9876543210', upiId: 'karthik@okaxis', email: 'karthik@example.in' });
    const events = await em.find(DomainEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'referrer.registered', payload: { referrerId: stored.id }, actor: 'visitor' });
  });

  it('issues 8 upper-case letters and digits elsewhere (the default)', async () => {
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: valid });
    expect(res.status).toBe(201);
    expect(res.body.code).toMatch(/^[A-Z0-9]{8}$/);
    const dash = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, email: 'other@example.in', source: 'dashboard' } });
    expect(dash.body.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(dash.body.code).not.toBe(res.body.code);
  });

  it("answers 409 'Mail already exists' for an e-mail that joined before (any case), and stores nothing more", async () => {
    expect((await api(app.url, '/api/referrers', { method: 'POST', json: valid })).status).toBe(201);
    const again = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, email: 'KARTHIK@example.IN', phone: '9000000000' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Mail already exists');
    const em = orm.em.fork();
    expect(await em.count(Referrer, {})).toBe(1);
    expect(await em.count(DomainEvent, {})).toBe(1);
  });

  it('lets one e-mail join once even when the form is sent several times at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => api(app.url, '/api/referrers', { method: 'POST', json: valid })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const em = orm.em.fork();
    expect(await em.count(Referrer, {})).toBe(1);
    expect(await em.count(DomainEvent, {})).toBe(1);
  });

  it.each([
    ['the name is missing', { ...valid, name: undefined }, 'Please fill in all fields.'],
    ['the phone is blank', { ...valid, phone: '   ' }, 'Please fill in all fields.'],
    ['the UPI id is missing', { ...valid, upiId: undefined }, 'Please fill in all fields.'],
    ['the e-mail is missing', { ...valid, email: undefined }, 'Please fill in all fields.'],
    ['the e-mail is not one', { ...valid, email: 'karthik' }, 'Please enter a valid e-mail address.'],
    ['the phone is letters', { ...valid, phone: 'call me' }, 'Please enter a valid phone number.'],
    ['the UPI id has no bank', { ...valid, upiId: 'karthik' }, 'Please enter a valid UPI id (like name@bank).'],
    ['the name holds a NUL byte', { ...valid, name: 'Kar\u0000thik' }, 'The name contains characters that are not allowed.'],
    ['the name is absurdly long', { ...valid, name: 'K'.repeat(5000) }, 'The name is too long (at most 200 characters).'],
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
    const broken = await api(app.url, '/api/referrers', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    const list = await api(app.url, '/api/referrers', { method: 'POST', json: [valid] });
    expect(list.status).toBe(400);
    expect(await orm.em.fork().count(Referrer, {})).toBe(0);
  });

  it('is rate-limited per client (429 with Retry-After)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, email: `r${i}@example.in` } });
      expect(res.status).toBe(201);
    }
    const res = await api(app.url, '/api/referrers', { method: 'POST', json: { ...valid, email: 'r10@example.in' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await orm.em.fork().count(Referrer, {})).toBe(10);
  });
});

describe('registerReferrer', () => {
  it('draws a new code when the first one is taken (unique by the database constraint)', async () => {
    const em = orm.em.fork();
    await buildReferrer(em, { code: 'TAKEN123' });
    const drawn = ['TAKEN123', 'TAKEN123', 'FRESH456'];
    const referrer = await registerReferrer(orm.em.fork(), { name: 'Asha', phone: '9123456780', upiId: 'asha@oksbi', email: 'asha@example.in', source: 'dashboard' }, {
      nextCode: () => drawn.shift()!,
    });
    expect(referrer.code).toBe('FRESH456');
    expect(drawn).toHaveLength(0);
    expect(await orm.em.fork().count(DomainEvent, { type: 'referrer.registered' })).toBe(1);
  });

  it('gives up (no endless loop) when every code collides', async () => {
    await buildReferrer(orm.em.fork(), { code: 'TAKEN123' });
    await expect(
      registerReferrer(orm.em.fork(), { name: 'Asha', phone: '9123456780', upiId: 'asha@oksbi', email: 'asha@example.in', source: 'dashboard' }, { nextCode: () => 'TAKEN123' }),
    ).rejects.toThrow();
    expect(await orm.em.fork().count(Referrer, {})).toBe(1);
  });
});

describe('POST /api/referrers/verify', () => {
  async function referrerWithReferrals() {
    const em = orm.em.fork();
    const referrer = await buildReferrer(em, { name: 'Meena', email: 'meena@example.in', phone: '9444412345', upiId: 'meena@okhdfc', code: 'REFMEENA1' });
    const other = await buildReferrer(em, { name: 'Ravi', email: 'ravi@example.in', phone: '9555512345', upiId: 'ravi@ybl', code: 'RAVI2345' });
    const pending = await buildStudent(em, { name: 'Arun Kumar', referralCode: referrer.code, validated: false });
    const validated = await buildStudent(em, { name: 'R. Priya Devi', referralCode: referrer.code, validated: true });
    const paid = await buildStudent(em, { name: 'Divya S', referralCode: referrer.code, validated: true });
    const inUnpaidPayout = await buildStudent(em, { name: 'Lakshmi N', referralCode: referrer.code, validated: true });
    await buildStudent(em, { name: 'Someone Else', referralCode: other.code, validated: true });
    await buildStudent(em, { name: 'Cleared Student', referralCode: null, validated: true });
    const paidPayout = em.create(Payout, { referrer, period: '2026-06', referralCount: 1, amount: 70, status: 'paid', utr: 'UTR1', paidAt: new Date() });
    const openPayout = em.create(Payout, { referrer, period: '2026-07', referralCount: 1, amount: 70, status: 'pending' });
    em.create(PayoutItem, { payout: paidPayout, student: paid, amount: 70 });
    em.create(PayoutItem, { payout: openPayout, student: inUnpaidPayout, amount: 70 });
    await em.flush();
    return { referrer, other, pending, validated, paid };
  }

  it("returns only that referrer's code, name, count, total, UPI id and referrals (first names only)", async () => {
    await referrerWithReferrals();
    const res = await api(app.url, '/api/referrers/verify', { method: 'POST', json: { email: ' Meena@Example.in ', phone: '94444 12345' } });
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
    for (const leak of ['RAVI2345', 'ravi@', 'Someone', 'Cleared', 'Kumar', 'Devi', '@example.in', 'phone', 'college']) expect(res.text).not.toContain(leak);
    expectNoSecrets(res.text);
  });

  it('counts nothing for a referrer without referrals', async () => {
    await buildReferrer(orm.em.fork(), { email: 'new@example.in', phone: '9000011111', code: 'NEWCODE1' });
    const res = await api(app.url, '/api/referrers/verify', { method: 'POST', json: { email: 'new@example.in', phone: '9000011111' } });
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
    const long = await api(app.url, '/api/referrers/verify', { method: 'POST', json: { email: `${'a'.repeat(3000)}@example.in`, phone: '9444412345' } });
    expect(long.status).toBe(400);
    const nul = await api(app.url, '/api/referrers/verify', { method: 'POST', json: { email: 'meena@example.in', phone: '94444\u000012345' } });
    expect(nul.status).toBe(400);
  });

  it('is rate-limited strictly: the 11th try within 15 minutes is 429, even with the right details', async () => {
    await referrerWithReferrals();
    for (let i = 0; i < 10; i++) {
      const res = await api(app.url, '/api/referrers/verify', { method: 'POST', json: { email: 'meena@example.in', phone: `90000000${10 + i}` } });
      expect(res.status).toBe(404);
    }
    const res = await api(app.url, '/api/referrers/verify', { method: 'POST', json: { email: 'meena@example.in', phone: '9444412345' } });
    expect(res.status).toBe(429);
    expect(res.text).not.toContain('REFMEENA1');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});

describe('GET /api/me/referrer', () => {
  it("returns the intern's own referrer record, found by their e-mail", async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { email: 'selvi@example.in' });
    await buildReferrer(em, { email: 'selvi@example.in', code: 'SELVI123', upiId: 'selvi@okicici' });
    await buildStudent(em, { referralCode: 'SELVI123', validated: true });
    const res = await api(app.url, '/api/me/referrer', { cookie: await studentCookie(orm, student) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'SELVI123', count: 1, total: 70, upiId: 'selvi@okicici' });
  });

  it('answers 404 when the intern has not joined, and never shows another referrer', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em);
    await buildReferrer(em, { code: 'SOMEONE1' });
    const res = await api(app.url, '/api/me/referrer', { cookie: await studentCookie(orm, student) });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('SOMEONE1');
  });

  it('needs a student session', async () => {
    expect((await api(app.url, '/api/me/referrer')).status).toBe(401);
    const admin = await buildAdmin(orm.em.fork());
    expect((await api(app.url, '/api/me/referrer', { cookie: await adminCookie(orm, admin) })).status).toBe(403);
  });
});
