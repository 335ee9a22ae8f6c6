import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import createSession from 'koa-session';
import { preparedRows } from '../db/prepared.ts';
import { Session } from '../entities/index.ts';

export const SESSION_COOKIE = 'sid';
/**
 * Under https the cookie is `__Host-sid`: browsers then refuse it unless it is Secure, Path=/ and has
 * no Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
const maxAgeMs = 14 * 24 * 60 * 60 * 1000;

const keyOf = (sid: string) => createHash('sha256').update(sid).digest('hex');

/**
 * Server-side sessions in PostgreSQL (koa-session with an external store). The cookie holds only a
 * random id; the table holds its SHA-256. HttpOnly and SameSite=Lax always; Secure behind HTTPS.
 */
export function sessions(app: Koa, orm: MikroORM, opts: { secure: boolean }): Koa.Middleware {
  const session = createSession(
    {
      key: sessionCookieName(opts.secure),
      maxAge: maxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      signed: false,
      rolling: false,
      renew: true,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        async get(sid: string) {
          // A prepared statement: every request with a cookie asks this, and em.findOne costs about 0.5 ms of CPU.
          const [row] = await preparedRows<{ data: Record<string, unknown> }>(orm.em, 'select data from sessions where id = $1 and expires_at > now()', [keyOf(sid)]);
          return row?.data;
        },
        async set(sid: string, data: Record<string, unknown>, maxAge: number) {
          const em = orm.em.fork();
          await em.upsert(Session, { id: keyOf(sid), data, expiresAt: new Date(Date.now() + (Number(maxAge) || maxAgeMs)) });
        },
        async destroy(sid: string) {
          await orm.em.fork().nativeDelete(Session, { id: keyOf(sid) });
        },
      },
    },
    app,
  );
  if (!opts.secure) return session;
  // PUBLIC_URL is https: the browser's connection is encrypted even when the hop from the TLS proxy is
  // not (or TRUST_PROXY_HOPS is 0, so Koa cannot tell). Without this, the cookies module refuses to send
  // a Secure cookie over that hop and every login answered 500.
  return (ctx, next) => {
    (ctx.cookies as unknown as { secure: boolean }).secure = true;
    return session(ctx, next);
  };
}

export interface SessionUser {
  kind: 'student' | 'admin';
  id: number;
}

interface SessionLike {
  user?: SessionUser;
  regenerate(): Promise<void> | undefined;
}

type CtxWithSession = { session?: SessionLike | null };

export function sessionUser(ctx: Koa.Context): SessionUser | undefined {
  return (ctx as unknown as CtxWithSession).session?.user;
}

/** Logs a user in with a fresh session id (so an id fixed before login is worthless after it). */
export async function startSession(ctx: Koa.Context, user: SessionUser): Promise<void> {
  const c = ctx as unknown as CtxWithSession;
  await c.session?.regenerate();
  if (c.session) c.session.user = user;
}

export function endSession(ctx: Koa.Context): void {
  (ctx as unknown as CtxWithSession).session = null;
}
