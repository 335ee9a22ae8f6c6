import { request } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Student } from '../entities/index.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../test/factories.ts';
import { countRows } from '../../test/accounts.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn } from '../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../test/support.ts';

/**
 * Every route of the route table, called as an attacker would spell it: other case in any fixed
 * segment, a trailing or doubled slash, an escaped letter, a dot segment. Before the fix,
 * GET /api/ADMIN/students answered every intern's personal data to anyone. Now no spelling but the
 * registered one reaches a route: never a 2xx, never a 3xx, never an admin action.
 */
let orm: MikroORM;
let app: TestApp;
let victim: Student;
/** Cookie headers: the requests below go out through `raw`, spelled exactly as written. */
const cookies: Record<string, string | undefined> = {};

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  const em = orm.em.fork();
  // A pending intern with a refer code: the admin actions below are aimed at them.
  const referrer = await buildReferrer(em);
  victim = await buildStudent(em, {
    name: 'Victim Vijayalakshmi',
    email: 'victim.variant@example.in',
    referralCode: referrer.code,
  });
  const intern = await buildStudent(em, { validated: true, validatedAt: new Date() });
  const other = await buildStudent(em, { validated: true, validatedAt: new Date() });
  await buildAdmin(em);
  cookies.anonymous = undefined;
  cookies.intern = (await signedIn(app, orm, { kind: 'student', id: intern.id })).cookie;
  cookies['other intern'] = (await signedIn(app, orm, { kind: 'student', id: other.id })).cookie;
});

/** The route's sample path and query, with the sample ids pointing at the victim. */
function target(route: RouteEntry): { segments: string[]; fixed: boolean[]; query: string } {
  const [path = '', query = ''] = route.sample.replace(/999999/g, String(victim.id)).split('?');
  const registered = route.path.split('/');
  const segments = path.split('/');
  return { segments, fixed: segments.map((_, i) => !registered[i]?.startsWith(':')), query: query ? `?${query}` : '' };
}

const escapeFirstLetter = (s: string) => s.replace(/[a-z]/i, (c) => `%${c.charCodeAt(0).toString(16)}`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Other spellings of the route's path; only the registered segments change case (ids are data). */
function variants(route: RouteEntry): string[] {
  const { segments, fixed, query } = target(route);
  const join = (segs: string[]) => segs.join('/') + query;
  const mapFixed = (f: (s: string, i: number) => string | undefined) =>
    segments.map((s, i) => (fixed[i] && s !== '' ? (f(s, i) ?? s) : s));
  const out = new Set<string>();
  segments.forEach((s, i) => {
    if (!fixed[i] || !/[a-z]/i.test(s)) return;
    out.add(join(segments.map((t, j) => (j === i ? t.toUpperCase() : t))));
    out.add(join(segments.map((t, j) => (j === i ? escapeFirstLetter(t) : t))));
  });
  out.add(join(mapFixed((s) => s.toUpperCase())));
  out.add(join(mapFixed(capitalise)));
  out.add(join(segments).replace(/(\?|$)/, '/$1'));
  for (let i = 1; i < segments.length; i++) out.add(join([...segments.slice(0, i), '', ...segments.slice(i)]));
  out.add(join([...segments.slice(0, 2), '.', ...segments.slice(2)]));
  out.add(join([...segments.slice(0, 2), 'x', '..', ...segments.slice(2)]));
  out.delete(join(segments));
  return [...out];
}

/** A raw HTTP request: fetch would resolve dot segments before sending them. */
function raw(method: string, path: string, cookie: string | undefined, json: unknown) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const { hostname, port } = new URL(app.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method,
        path,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const adminState = async () => {
  const v = await orm.em.fork().findOneOrFail(Student, { id: victim.id });
  return {
    validated: v.validated,
    referralCode: v.referralCode,
    events: await countRows(orm, 'events'),
    payouts: await countRows(orm, 'payouts'),
  };
};

describe('other spellings of every route', () => {
  it('makes the variants the issue found', () => {
    const list = routeTable.find((r) => r.path === '/api/admin/students')!;
    const v = variants(list);
    for (const path of [
      '/API/admin/students',
      '/api/ADMIN/students',
      '/Api/Admin/Students',
      '/api/admin/students/',
      '/api//admin/students',
      '/%61pi/admin/students',
      '/api/./admin/students',
    ]) {
      expect(v.map((p) => p.split('?')[0])).toContain(path);
    }
  });

  const all = [...routeTable, ...bullBoardRoutes];
  it.each(all.map((r) => [`${r.method} ${r.path}`, r] as const))('%s reaches nothing', async (_name, route) => {
    const before = await adminState();
    for (const who of ['anonymous', 'intern', 'other intern']) {
      for (const path of variants(route)) {
        const res = await raw(route.method, path, cookies[who], route.json);
        expect(res.status, `${who} ${route.method} ${path}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${who} ${route.method} ${path}`).toBeLessThan(500);
        expect(res.text).not.toContain('victim.variant@example.in');
      }
    }
    expect(await adminState()).toEqual(before);
  });

  it('still answers the registered spelling (an admin reads the list)', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const res = await raw('GET', '/api/admin/students', admin.cookie, undefined);
    expect(res.status).toBe(200);
    expect(res.text).toContain('victim.variant@example.in');
    const anon = await raw('GET', '/api/ADMIN/students?pageSize=100', undefined, undefined);
    expect(anon.status).toBe(404);
    expect(JSON.parse(anon.text)).toMatchObject({ message: 'Not found.' });
  });
});
