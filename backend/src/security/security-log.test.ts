import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { log } from '../log.ts';
import { buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { signedIn, type SignedIn } from '../../test/signed-in.ts';
import { api, resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * Security events in the real log output (the JSON lines pino writes, redaction applied): logins that
 * succeed and fail, refused requests and admin actions, each with the request id the client was
 * given, and never a password, the session cookie or the e-mail typed at a failed login.
 */
let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
let asIntern: SignedIn;
let internEmail: string;
let lines: Record<string, unknown>[] = [];
let raw: string[] = [];

const stream = (log as unknown as Record<symbol, { write(s: string): boolean }>)[pino.symbols.streamSym]!;
const realWrite = stream.write;
const realLevel = log.level;

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  const intern = await buildStudent(orm.em.fork(), { validated: true });
  internEmail = intern.email;
  asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
});
beforeEach(async () => {
  await resetRateLimits(app);
  lines = [];
  raw = [];
  log.level = 'info';
  stream.write = (s: string) => {
    raw.push(s);
    lines.push(JSON.parse(s) as Record<string, unknown>);
    return true;
  };
});
afterEach(() => {
  stream.write = realWrite;
  log.level = realLevel;
});

const events = (name: string) => lines.filter((l) => l.security === name);

describe('security events in the log', () => {
  it('logs a failed login with the request id and a digest of the account, never the password or the e-mail', async () => {
    const res = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: internEmail, password: 'Wrong#Guess-2026' },
    });
    expect(res.status).toBe(401);
    const [event] = events('login.failed');
    expect(event).toMatchObject({
      actor: 'anonymous',
      path: '/api/login',
      account: expect.stringMatching(/^[0-9a-f]{12}$/),
      reqId: res.headers.get('x-request-id'),
    });
    const all = raw.join('');
    expect(all).not.toContain('Wrong#Guess-2026');
    expect(all).not.toContain(internEmail);
  });

  it('logs a successful login with who it was, and no password or session cookie anywhere', async () => {
    const res = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: internEmail, password: FACTORY_PASSWORD },
    });
    expect(res.status).toBe(200);
    const sid = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    expect(events('login.succeeded')[0]).toMatchObject({
      actor: expect.stringMatching(/^student:\d+$/),
      status: 200,
      reqId: res.headers.get('x-request-id'),
    });
    const all = raw.join('');
    expect(all).not.toContain(FACTORY_PASSWORD);
    expect(all).not.toContain(sid);
  });

  it('logs refused requests: no session, an intern on an admin route, a request from another site', async () => {
    await api(app.url, '/api/admin/students');
    await asIntern('/api/admin/students');
    await api(app.url, '/api/contact', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, json: {} });
    expect(events('request.refused').map((e) => [e.status, e.reason, e.actor])).toEqual([
      [401, 'unauthorized', 'anonymous'],
      [403, 'forbidden', expect.stringMatching(/^student:\d+$/)],
      [403, 'cross_site', 'anonymous'],
    ]);
    expect(raw.join('')).not.toContain(asIntern.cookie.split('=')[1]!);
  });

  it('logs an admin action with the admin and the answer', async () => {
    const pending = await buildStudent(orm.em.fork());
    const res = await asAdmin(`/api/admin/students/${pending.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(events('admin.action')[0]).toMatchObject({
      actor: expect.stringMatching(/^admin:\d+$/),
      method: 'POST',
      path: `/api/admin/students/${pending.id}/validate`,
      status: 200,
    });
  });
});
