import type { MikroORM } from '@mikro-orm/postgresql';
import type { StaffRole } from 'shared/api/admin-accounts';
import type { Admin, Student } from '../src/entities/index.ts';
import { buildAdmin, buildStudent } from './factories.ts';
import { api, sessionCookieFor, type TestApp } from './support.ts';

/** Who is signed in: an account of theirs (`id`), or a new one the factories build with these fields. */
export type Someone =
  | { kind: 'admin'; id: number }
  | { kind: 'admin'; staffRole?: StaffRole; fields?: Partial<Admin> }
  | { kind: 'student'; id: number }
  | { kind: 'student'; fields?: Partial<Student> };

/** How their sessions are kept. */
interface SessionOptions {
  /**
   * A new session for every request (the first takes the one `cookie` names), as a new sign-in would
   * leave them: for a test whose requests may end the session they came with.
   */
  sessionPerRequest?: boolean;
}

/** `api` on one app, as someone. */
export type Caller = (path: string, init?: Parameters<typeof api>[2]) => ReturnType<typeof api>;

/** `api` as someone signed in: their session cookie goes with every request. */
export interface SignedIn extends Caller {
  /** Their account's id. */
  id: number;
  /** Their session cookie (the Cookie header's value), for the requests that need it by hand. */
  cookie: string;
  /** The same account signed in once more: another session, another cookie. */
  again(): Promise<SignedIn>;
}

/**
 * Someone signed in to the app, as the login leaves them (a session row; an admin's with both steps
 * done), without going through the login form: an admin (of the given staff role, 'admin' unless
 * said) or an intern.
 */
export async function signedIn(
  app: Pick<TestApp, 'url'>,
  orm: MikroORM,
  who: Someone,
  options: SessionOptions = {},
): Promise<SignedIn> {
  const id =
    'id' in who
      ? who.id
      : who.kind === 'admin'
        ? (await buildAdmin(orm.em.fork(), { ...who.fields, ...(who.staffRole ? { role: who.staffRole } : {}) })).id
        : (await buildStudent(orm.em.fork(), who.fields)).id;
  const account = { kind: who.kind, id };
  const cookie = await sessionCookieFor(orm, account);
  let used = false;
  const request = async (path: string, init: Parameters<typeof api>[2] = {}) => {
    const fresh = options.sessionPerRequest && used;
    used = true;
    return api(app.url, path, { ...init, cookie: fresh ? await sessionCookieFor(orm, account) : cookie });
  };
  return Object.assign(request, { id, cookie, again: () => signedIn(app, orm, account, options) });
}

/** `api` as a visitor, signed in as nobody: beside the `signedIn` callers in a list of who asks. */
export function visitor(app: Pick<TestApp, 'url'>): Caller {
  return (path, init) => api(app.url, path, init);
}
