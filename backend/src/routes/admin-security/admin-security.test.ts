import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { buildAdmin, FACTORY_PASSWORD } from '../../../test/factories.ts';
import { cookieFrom, countRows, signInAdmin } from '../../../test/accounts.ts';
import { signedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  device: string;
  ip: string;
  current: boolean;
  signedIn: boolean;
}

const security = async (cookie: string) => {
  const res = await api(app.url, '/api/admin/security', { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as {
    sessions: ListedSession[];
    twoFactor: { enabledAt: string | null; recoveryCodesLeft: number };
  };
};
const me = (cookie: string) => api(app.url, '/api/me', { cookie });
const end = (cookie: string, id: string) => api(app.url, `/api/admin/sessions/${id}/end`, { method: 'POST', cookie });

/** An admin signed in from a phone and from a desk, the way the browser does it. */
async function adminOnTwoDevices(email: string) {
  const admin = await buildAdmin(orm.em.fork(), { email });
  const phone = cookieFrom((await signInAdmin(app.url, orm, email, { headers: { 'user-agent': ANDROID } })).headers)!;
  const desk = cookieFrom((await signInAdmin(app.url, orm, email, { headers: { 'user-agent': IPHONE } })).headers)!;
  return { admin, phone, desk };
}

describe('GET /api/admin/security', () => {
  it("lists the admin's own sessions (device, address, times, this one marked), nobody else's, no secrets", async () => {
    const { desk } = await adminOnTwoDevices('listed@example.in');
    await signedIn(app, orm, { kind: 'admin' });
    await signedIn(app, orm, { kind: 'student' });
    const halfway = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: 'listed@example.in', password: FACTORY_PASSWORD },
    });
    expect(halfway.status).toBe(200);

    const { sessions, twoFactor } = await security(desk);
    expect(twoFactor.enabledAt).toEqual(expect.any(String));
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Safari 17 on iOS 17.5', ip: '127.0.0.1', signedIn: true });
    expect(sessions.find((s) => s.device === 'Chrome 130 on Android 14')).toMatchObject({
      current: false,
      signedIn: true,
    });
    // Someone past the password but not the code shows up too: the admin sees it and can end it.
    expect(sessions.filter((s) => !s.signedIn)).toHaveLength(1);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.parse(s.lastSeenAt));
    }
    // The table key (SHA-256 of a cookie) never leaves the server.
    const keys = (await orm.em.fork().getConnection().execute<{ id: string }[]>('select id from sessions')).map(
      (r) => r.id,
    );
    const text = JSON.stringify(sessions);
    for (const key of keys) expect(text).not.toContain(key);
  });

  it('is refused to interns (403) and to nobody (401)', async () => {
    const asIntern = await signedIn(app, orm, { kind: 'student' });
    expect((await asIntern('/api/admin/security')).status).toBe(403);
    expect((await api(app.url, '/api/admin/security')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one session: that cookie stops working at once, the others go on', async () => {
    const { phone, desk } = await adminOnTwoDevices('end.one@example.in');
    const target = (await security(desk)).sessions.find((s) => !s.current)!;
    const res = await end(desk, target.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ message: 'The session was ended.', current: false });
    expect((await me(phone)).status).toBe(401);
    expect((await api(app.url, '/api/admin/students', { cookie: phone })).status).toBe(401);
    expect((await me(desk)).status).toBe(200);
    expect((await security(desk)).sessions).toHaveLength(1);
    // Again: already gone.
    const again = await end(desk, target.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This session has already ended.');
    expect(await countRows(orm, 'events', `type = 'account.sessions-ended'`)).toBe(1);
  });

  it("cannot end another admin's session, even knowing its id", async () => {
    const a = await adminOnTwoDevices('admin.a@example.in');
    const b = await adminOnTwoDevices('admin.b@example.in');
    const victim = (await security(b.desk)).sessions[0]!;
    const res = await end(a.desk, victim.id);
    expect(res.status).toBe(404);
    expect((await me(b.desk)).status).toBe(200);
    expect((await me(b.phone)).status).toBe(200);
  });

  it('ending the session in use signs this browser out', async () => {
    const { desk, phone } = await adminOnTwoDevices('end.mine@example.in');
    const mine = (await security(desk)).sessions.find((s) => s.current)!;
    const res = await end(desk, mine.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current: true });
    expect((await me(desk)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  it('"sign out everywhere else" ends every other session of the admin and keeps this one', async () => {
    const { admin, desk, phone } = await adminOnTwoDevices('everywhere@example.in');
    // Cookies, as the browser's sign-ins above are: `me` and `end` take the Cookie header.
    const third = (await signedIn(app, orm, { kind: 'admin', id: admin.id })).cookie;
    const otherAdmin = (await signedIn(app, orm, { kind: 'admin' })).cookie;
    const res = await api(app.url, '/api/admin/sessions/end-others', { method: 'POST', cookie: desk });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, message: '2 other sessions were ended.' });
    expect((await me(desk)).status).toBe(200);
    for (const cookie of [phone, third]) expect((await me(cookie)).status).toBe(401);
    expect((await me(otherAdmin)).status).toBe(200);
  });

  it.each([
    ['not a uuid', 'abc'],
    ['SQL', "1'%20or%20'1'='1"],
  ])('refuses a session id that is %s with a 400', async (_label, id) => {
    const { desk } = await adminOnTwoDevices('bad.id@example.in');
    const res = await end(desk, id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This session has already ended.');
    expect((await security(desk)).sessions).toHaveLength(2);
  });
});
