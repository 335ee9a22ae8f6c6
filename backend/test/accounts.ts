import type { MikroORM } from '@mikro-orm/postgresql';
import { TOTP_PERIOD_SEC, totpCode } from '../src/lib/totp.ts';
import { api } from './support.ts';
import { FACTORY_PASSWORD, FACTORY_TOTP_SECRET } from './factories.ts';
import { fileForm, pngBytes } from './images.ts';

/** Uploads a real PNG the way the registration form does; returns the upload id. */
export async function uploadScreenshot(url: string, png?: Buffer): Promise<string> {
  const res = await api(url, '/api/uploads', {
    method: 'POST',
    body: fileForm(png ?? (await pngBytes()), 'payment.png', 'image/png'),
  });
  if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.uploadId as string;
}

export const STUDENT_PASSWORD = 'Chennai#2026';

/** A complete, valid registration form (POST /api/registrations) for the given upload. */
export function registrationForm(uploadId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meena Sundaram',
    email: `meena.${Math.random().toString(36).slice(2, 8)}@example.in`,
    college: 'PSG College of Technology',
    phone: '98765 43210',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    department: 'Information Technology',
    course: 'Full Stack Development',
    password: STUDENT_PASSWORD,
    confirmPassword: STUDENT_PASSWORD,
    uploadId,
    // The privacy notice's box, ticked (docs/PRIVACY.md): every form that collects personal data needs it.
    consent: true,
    ...overrides,
  };
}

/** The Cookie header value from a response's Set-Cookie (the session id only; `__Host-sid` under https). */
export function cookieFrom(headers: Headers): string | undefined {
  const sid = headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  return sid?.split(';')[0];
}

export async function countRows(orm: MikroORM, table: string, where = 'true'): Promise<number> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from "${table}" where ${where}`);
  return rows[0]!.n;
}

/**
 * What the admin's authenticator shows, for a time step the server has not accepted yet (a code is
 * good once): this window's code, or the next window's when this one was used (the server accepts
 * one step of clock drift), waiting for the window to turn only when both were used.
 */
export async function freshTotpCode(orm: MikroORM, email: string, secret = FACTORY_TOTP_SECRET): Promise<string> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ last: string | null }[]>('select totp_last_step::text as last from admins where email = ?', [
      email.toLowerCase(),
    ]);
  const last = rows[0]?.last == null ? -1 : Number(rows[0].last);
  const now = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SEC);
  if (last >= now + 1) await new Promise((r) => setTimeout(r, last * TOTP_PERIOD_SEC * 1000 - Date.now() + 50));
  const current = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SEC);
  return totpCode(secret, Math.max(current, last + 1) - current);
}

/**
 * Signs an admin in the way the browser does: the password, then the authenticator's code. Returns
 * the second step's answer (its Set-Cookie is the admin session).
 */
export async function signInAdmin(
  url: string,
  orm: MikroORM,
  email: string,
  opts: { password?: string; headers?: Record<string, string> } = {},
) {
  const first = await api(url, '/api/login', {
    method: 'POST',
    json: { email, password: opts.password ?? FACTORY_PASSWORD },
    headers: opts.headers,
  });
  if (first.status !== 200 || first.body.next !== 'totp')
    throw new Error(`admin password step: ${first.status} ${first.text}`);
  const cookie = cookieFrom(first.headers)!;
  return api(url, '/api/login/code', {
    method: 'POST',
    json: { code: await freshTotpCode(orm, email) },
    cookie,
    headers: opts.headers,
  });
}
