import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Student } from '../entities/index.ts';
import { isStaffAudience } from '../policies/policy.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn } from '../../test/signed-in.ts';
import { api, pendingCookieFor, resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * Every JSON endpoint fed malformed bodies: wrong types, missing and extra fields, huge and odd
 * strings, bodies that are not JSON or not an object, deep nesting, other content types. Every
 * answer is a 4xx with a message (never a 5xx) and no table gains a row.
 */
let orm: MikroORM;
let app: TestApp;
let internId: number;
let adminId: number;

// Each request comes from its own address (X-Forwarded-For), and limits are reset between requests:
// a 429 would hide what validation does with the body.
useTestApp((started) => ({ orm, app } = started), { config: { TRUST_PROXY_HOPS: '1' }, cleanEach: false });
beforeAll(async () => {
  const em = orm.em.fork();
  internId = (await buildStudent(em, { validated: true, validatedAt: new Date() })).id;
  adminId = (await buildAdmin(em)).id;
});

async function tableCounts(): Promise<Record<string, number>> {
  const conn = orm.em.fork().getConnection();
  const tables = await conn.execute<{ tablename: string }[]>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not in ('mikro_orm_migrations', 'sessions')`,
  );
  const out: Record<string, number> = {};
  for (const { tablename } of tables)
    out[tablename] = (await conn.execute<{ n: number }[]>(`select count(*)::int as n from "${tablename}"`))[0]!.n;
  return out;
}

let address = 0;
/**
 * A signed-in cookie per kind of access, made once and made again only when the server stops taking it
 * (Cookie headers, as a half-finished admin sign-in's is one).
 */
const cookies = new Map<string, string>();
async function cookieFor(route: RouteEntry, fresh = false): Promise<string | undefined> {
  const step = route.path.includes('enrolment') ? 'enrol' : 'code';
  const kind = route.access === 'pending' ? `pending-${step}` : route.access;
  if (!fresh && cookies.has(kind)) return cookies.get(kind);
  const cookie = isStaffAudience(route.access)
    ? (await signedIn(app, orm, { kind: 'admin', id: adminId })).cookie
    : route.access === 'student' || route.access === 'session'
      ? (await signedIn(app, orm, { kind: 'student', id: internId })).cookie
      : route.access === 'pending'
        ? await pendingCookieFor(orm, adminId, step)
        : undefined;
  if (cookie) cookies.set(kind, cookie);
  return cookie;
}

/**
 * One request as the route's user. A 429 would hide what validation does with the body, and a 401
 * would be about the session, not the body: either is sent once more, after the limits are reset or
 * with a fresh session (an earlier body may have ended the session, or spent a pending sign-in's tries).
 */
async function send(route: RouteEntry, body: string | undefined, contentType: string | null = 'application/json') {
  const attempt = async (fresh: boolean) => {
    const cookie = await cookieFor(route, fresh);
    address++;
    const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}` };
    if (contentType) headers['content-type'] = contentType;
    if (cookie) headers.cookie = cookie;
    return api(app.url, route.sample, { method: route.method, body, headers });
  };
  const res = await attempt(false);
  if (res.status === 429) await resetRateLimits(app);
  if (res.status === 429 || (res.status === 401 && route.access !== 'public')) return attempt(true);
  return res;
}

const ODD_STRINGS: Record<string, string> = {
  nul: 'Meena\u0000Sundaram',
  'lone high surrogate': 'Meena \ud800 Sundaram',
  'lone low surrogate': '\udc00',
  'RTL override': '\u202eadmin@example.in\u202c',
  'control characters': '\u0001\u0007\u001b[31m\u007f',
};
/** Odd but legitimate text (Tamil uses zero-width joiners; people put emoji in messages): never a 5xx. */
const TOLERATED_STRINGS: Record<string, string> = {
  emoji: '👩🏽‍💻🎉'.repeat(100),
  'zero-width': `a${'\u200b\u200c\u200d\ufeff'.repeat(200)}b`,
  'long combining sequence': `Z${'\u0301\u0316\u0344'.repeat(20_000)}`,
  tamil: 'மீனா சுந்தரம்',
};
const WRONG_TYPES: unknown[] = [42, -1.5, 1e308, [], ['a'], {}, { $ne: null }, null, true];

/** Bodies that every JSON route must refuse: [name, raw body]. */
/** Fields a route may go without, and whose value it ignores (any type passes). */
const IGNORED_KEYS = new Set(['refer', 'code']);

function hostileBodies(sample: Record<string, unknown>, optionalFields = false): [string, string][] {
  const out: [string, string][] = [
    ['not JSON', '{"name": "Meena", '],
    ['not JSON at all', 'name=Meena&email=x'],
    ['a JSON array of the body', JSON.stringify([sample])],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['a JSON number', '42'],
    ...(optionalFields ? [] : ([['an empty object', '{}']] as [string, string][])),
    ['deeply nested JSON', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
    ['deeply nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['a 1 MB string', JSON.stringify({ ...sample, [Object.keys(sample)[0]!]: 'x'.repeat(1024 * 1024) })],
  ];
  for (const key of Object.keys(sample)) {
    const { [key]: _gone, ...missing } = sample;
    if (IGNORED_KEYS.has(key)) {
      // Ignored, but still no NUL, broken UTF-16 or control characters anywhere in a body.
      for (const [name, odd] of Object.entries(ODD_STRINGS))
        out.push([`${key} = ${name}`, JSON.stringify({ ...sample, [key]: odd })]);
      continue;
    }
    if (!optionalFields) out.push([`${key} missing`, JSON.stringify(missing)]);
    for (const wrong of WRONG_TYPES) {
      if (typeof sample[key] === typeof wrong && !Array.isArray(wrong)) continue;
      if (Array.isArray(sample[key]) && Array.isArray(wrong) && wrong.length === 0 && key !== 'answers') continue;
      out.push([`${key} = ${JSON.stringify(wrong)}`, JSON.stringify({ ...sample, [key]: wrong })]);
    }
    if (typeof sample[key] === 'string' || typeof sample[key] === 'number') {
      out.push([`${key} with a NUL`, JSON.stringify({ ...sample, [key]: `${String(sample[key])}\u0000` })]);
      out.push([`${key} with a lone surrogate`, JSON.stringify({ ...sample, [key]: `${String(sample[key])}\ud800` })]);
      for (const [name, odd] of Object.entries(ODD_STRINGS))
        out.push([`${key} = ${name}`, JSON.stringify({ ...sample, [key]: odd })]);
    }
  }
  return out;
}

const jsonRoutes = routeTable.filter((r) => r.json && r.path !== '/api/updatetestmark');
/** Routes whose every field is optional (an empty object is a valid body). */
const OPTIONAL_FIELDS = new Set([
  '/api/admin/payouts/run',
  '/api/students',
  '/api/me/erasure-request',
  '/api/tests/:n/attempts/start',
]);

describe('hostile JSON bodies', () => {
  it.each(jsonRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: 4xx with a message, nothing stored',
    async (_name, route) => {
      const before = await tableCounts();
      const failures: string[] = [];
      for (const [name, body] of hostileBodies(route.json!, OPTIONAL_FIELDS.has(route.path))) {
        const res = await send(route, body);
        const ok =
          res.status >= 400 && res.status < 500 && typeof res.body?.message === 'string' && res.body.message.length > 0;
        if (!ok) failures.push(`${name}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
      expect(await tableCounts()).toEqual(before);
    },
    120_000,
  );

  it.each(jsonRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: other content types are refused with 4xx',
    async (_name, route) => {
      const before = await tableCounts();
      const body = JSON.stringify(route.json);
      const urlencoded = new URLSearchParams(
        Object.entries(route.json!).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      for (const [type, raw] of [
        ['text/plain', body],
        ['text/plain;charset=UTF-8', body],
        ['application/x-www-form-urlencoded', urlencoded],
        [
          'multipart/form-data; boundary=xyz',
          `--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n`,
        ],
        ['application/xml', '<a>1</a>'],
        ['application/json-patch+json', '[]'],
        [null, body],
      ] as const) {
        const res = await send(route, raw, type);
        expect(res.status, `${type}: ${res.text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${type}: ${res.text}`).toBeLessThan(500);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect(await tableCounts()).toEqual(before);
    },
  );

  it.each(jsonRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: odd but legitimate text is never a 5xx',
    async (_name, route) => {
      for (const key of Object.keys(route.json!).filter((k) => typeof route.json![k] === 'string')) {
        for (const [name, odd] of Object.entries(TOLERATED_STRINGS)) {
          const res = await send(route, JSON.stringify({ ...route.json, [key]: odd }));
          expect(res.status, `${key} = ${name}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.body.message).toEqual(expect.any(String));
        }
      }
    },
    60_000,
  );

  // sqlmap found this one: a 256..300 character subject passed the schema and overflowed varchar(255).
  it.each(jsonRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: strings of every length around the limits are never a 5xx',
    async (_name, route) => {
      const failures: string[] = [];
      for (const key of Object.keys(route.json!).filter((k) => typeof route.json![k] === 'string')) {
        for (const length of [199, 200, 201, 254, 255, 256, 299, 300, 301, 1000, 5001, 20_000]) {
          const value = key.toLowerCase().includes('email')
            ? `${'a'.repeat(Math.max(1, length - 12))}@example.in`
            : 'a'.repeat(length);
          const res = await send(route, JSON.stringify({ ...route.json, [key]: value }));
          if (res.status >= 500) failures.push(`${key} of ${length}: ${res.status} ${res.text.slice(0, 150)}`);
          else if (res.status >= 400 && typeof res.body?.message !== 'string')
            failures.push(`${key} of ${length}: ${res.status} without a message`);
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it('GET query parameters: arrays, objects, NUL, broken UTF-8 and huge values are never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routeTable.filter((r) => r.method === 'GET' && r.sample.includes('?'))) {
      const [base, query] = route.sample.split('?') as [string, string];
      for (const key of new URLSearchParams(query).keys()) {
        for (const value of [
          '%00',
          'a%00b',
          '%ED%A0%80',
          '%FF%FE',
          '%E2%80%AE',
          `${'x'.repeat(20_000)}`,
          "'%20OR%201=1--",
          '1e308',
          '-1',
          '0',
        ]) {
          for (const shape of [
            `${key}=${value}`,
            `${key}=${value}&${key}=${value}`,
            `${key}[a]=${value}`,
            `${key}[]=${value}`,
          ]) {
            const res = await send({ ...route, sample: `${base}?${shape}` }, undefined, null);
            if (res.status >= 500)
              failures.push(`${base}?${shape.slice(0, 60)}: ${res.status} ${res.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the JSON route without required fields (POST /api/updatetestmark) refuses everything', async () => {
    const route = routeTable.find((r) => r.path === '/api/updatetestmark')!;
    for (const [, body] of hostileBodies(route.json!)) {
      const res = await send(route, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('extra fields do not assign anything', () => {
  it('a registration carrying validated, testMark, id and role enrols an unvalidated intern without a mark', async () => {
    const uploadId = await uploadScreenshot(app.url);
    const form = registrationForm(uploadId, { email: 'mass-assign@example.in' });
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' };
    // A __proto__ key is refused by the body parser; nothing is polluted, nothing stored.
    const polluted = await api(app.url, '/api/registrations', {
      method: 'POST',
      headers,
      body: `{"__proto__":{"validated":true,"role":"admin"},"constructor":{"prototype":{"validated":true}},${JSON.stringify(form).slice(1)}`,
    });
    expect(polluted.status).toBeGreaterThanOrEqual(400);
    expect(polluted.status).toBeLessThan(500);
    expect(await orm.em.fork().count(Student, { email: 'mass-assign@example.in' })).toBe(0);
    const res = await api(app.url, '/api/registrations', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...form,
        constructor: { prototype: { validated: true } },
        validated: true,
        validatedAt: '2026-01-01',
        testMark: 25,
        id: 1,
        role: 'admin',
        kind: 'admin',
        passwordHash: 'x',
      }),
    });
    expect(res.status, res.text).toBe(201);
    const student = await orm.em
      .fork()
      .findOneOrFail(Student, { email: 'mass-assign@example.in' }, { populate: ['passwordHash'] });
    expect(student.validated).toBe(false);
    expect(student.validatedAt).toBeNull();
    expect(student.testMark).toBeNull();
    expect(student.id).not.toBe(1);
    expect(student.passwordHash).not.toBe('x');
    expect(({} as Record<string, unknown>).validated).toBeUndefined(); // no prototype pollution in this process either
  });

  it('an extra course carrying validated: true is stored unvalidated', async () => {
    const route = routeTable.find((r) => r.path === '/api/extra-courses')!;
    const res = await send(
      route,
      JSON.stringify({ ...route.json, validated: true, validatedAt: '2026-01-01', student: 999, id: 77 }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.extraCourse).toMatchObject({ validated: false });
    expect(res.body.extraCourse).not.toMatchObject({ id: 77 });
  });
});
