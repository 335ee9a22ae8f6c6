import type { MikroORM } from '@mikro-orm/postgresql';
import { api } from './support.ts';
import { fileForm, pngBytes } from './images.ts';

/** Uploads a real PNG the way the registration form does; returns the upload id. */
export async function uploadScreenshot(url: string, png?: Buffer): Promise<string> {
  const res = await api(url, '/api/uploads', { method: 'POST', body: fileForm(png ?? (await pngBytes()), 'payment.png', 'image/png') });
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
    ...overrides,
  };
}

/** The Cookie header value from a response's Set-Cookie (the session id only; `__Host-sid` under https). */
export function cookieFrom(headers: Headers): string | undefined {
  const sid = headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  return sid?.split(';')[0];
}

export async function countRows(orm: MikroORM, table: string, where = 'true'): Promise<number> {
  const rows = await orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from "${table}" where ${where}`);
  return rows[0]!.n;
}
