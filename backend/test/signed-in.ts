import type { MikroORM } from '@mikro-orm/postgresql';
import type { StaffRole } from 'shared/api/admin-accounts';
import type { Admin, Student } from '../src/entities/index.ts';
import { buildAdmin, buildStudent } from './factories.ts';
import { api, sessionCookieFor, type TestApp } from './support.ts';

/** Who is signed in: an account of theirs (`id`), or a new one the factories build with these fields. */
type Someone =
  | { kind: 'admin'; id: number }
  | { kind: 'admin'; staffRole?: StaffRole; fields?: Partial<Admin> }
  | { kind: 'student'; id: number }
  | { kind: 'student'; fields?: Partial<Student> };

/** `api` as someone signed in: their session cookie goes with every request. */
export interface SignedIn {
  (path: string, init?: Parameters<typeof api>[2]): ReturnType<typeof api>;
  /** Their account's id. */
  id: number;
  /** Their session cookie (the Cookie header's value), for the requests that need it by hand. */
  cookie: string;
}

/**
 * Someone signed in to the app, as the login leaves them (a session row; an admin's with both steps
 * done), without going through the login form: an admin (of the given staff role, 'admin' unless
 * said) or an intern.
 */
export async function signedIn(app: Pick<TestApp, 'url'>, orm: MikroORM, who: Someone): Promise<SignedIn> {
  const id =
    'id' in who
      ? who.id
      : who.kind === 'admin'
        ? (await buildAdmin(orm.em.fork(), { ...who.fields, ...(who.staffRole ? { role: who.staffRole } : {}) })).id
        : (await buildStudent(orm.em.fork(), who.fields)).id;
  const cookie = await sessionCookieFor(orm, { kind: who.kind, id });
  const request = (path: string, init: Parameters<typeof api>[2] = {}) => api(app.url, path, { ...init, cookie });
  return Object.assign(request, { id, cookie });
}
