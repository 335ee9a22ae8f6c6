import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { StaffRole } from 'shared/api/admin-accounts';
import { sql } from '../db/sql.ts';
import { activeStaffRoleOf } from '../queries/staff-accounts.ts';
import { lifetimeOf, SESSION_LIFETIMES, TOUCH_EVERY_MS } from './session-lifetimes.ts';

export const SESSION_COOKIE = 'sid';
/**
 * Under https the cookie is `__Host-sid`: browsers then refuse it unless it is Secure, Path=/ and has
 * no Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
const maxAgeMs = 14 * 24 * 60 * 60 * 1000;

export const sessionKeyOf = (sid: string) => createHash('sha256').update(sid).digest('hex');

export interface SessionUser {
  kind: 'student' | 'admin';
  id: number;
}

/** An admin whose password was right, before the second factor: not signed in yet. */
export interface PendingSignIn {
  id: number;
  /** 'code': give the authenticator's code; 'enrol': set the authenticator up first. */
  step: 'code' | 'enrol';
}

interface SessionData {
  user?: SessionUser;
  pending?: PendingSignIn;
  /** When the user signed in (ms): the absolute lifetime counts from here, across id rotations. */
  signedInAt?: number;
  /**
   * An intern's sign-in's name for the offline copies its phone keeps (offline-copies.ts): random, made at
   * the sign-in, kept across id rotations; never given to staff.
   */
  copiesId?: string;
}

/** Times as epoch milliseconds (the pool returns timestamptz as text). */
type Row = { data: SessionData; createdAt: number; lastSeenAt: number; staffRole: StaffRole | null };

/** The staff account a loaded session names, as its read found it: the role if it may act now (see staffRoleReadWithSession). */
const staffReads = new WeakMap<Koa.Context, { id: number; role: StaffRole | undefined }>();

/**
 * Sessions in PostgreSQL for one request (koa-session makes one store per request). Besides the data,
 * a row names its account and when and from where it was last used, and ends at the earlier of its
 * idle and absolute lifetimes (session-lifetimes.ts), checked on every read. A row loaded by this
 * request is only ever updated, never inserted again: a session ended meanwhile (a password change,
 * "sign out everywhere else") stays ended even if this request saves.
 */
function storeFor(orm: MikroORM) {
  return class SessionStore {
    private loadedKey: string | undefined;
    constructor(private readonly ctx: Koa.Context) {}

    private where() {
      return {
        ip: this.ctx.ip.slice(0, 64) || null,
        userAgent: (this.ctx.get('user-agent') || '').slice(0, 300) || null,
      };
    }

    async get(sid: string) {
      const key = sessionKeyOf(sid);
      // A prepared statement: every request with a cookie asks this, and em.findOne costs about 0.5 ms of CPU.
      // A staff session's account is read in the same statement (its role, if it may act now): every
      // staff route checks it, and a statement of its own cost a round trip on each of them.
      const [row] = await sql<Row>(
        orm.em,
        `select data, extract(epoch from created_at)::float8 * 1000 as "createdAt", extract(epoch from last_seen_at)::float8 * 1000 as "lastSeenAt",
                case when data->'user'->>'kind' = 'admin' then ${activeStaffRoleOf("(data->'user'->>'id')::int")} end as "staffRole"
           from sessions where id = $1 and expires_at > now()`,
        [key],
      );
      if (!row) return undefined;
      const life = lifetimeOf(row.data);
      const now = Date.now();
      if (now - row.createdAt > life.absoluteMs || now - row.lastSeenAt > life.idleMs) {
        await this.destroy(sid);
        return undefined;
      }
      this.loadedKey = key;
      if (row.data.user?.kind === 'admin')
        staffReads.set(this.ctx, { id: row.data.user.id, role: row.staffRole ?? undefined });
      if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
        const { ip, userAgent } = this.where();
        const expiresAt = new Date(Math.min(now + life.idleMs, row.createdAt + life.absoluteMs));
        // Many requests of one session can arrive in the same instant: only the first of them writes.
        await sql(
          orm.em,
          'update sessions set last_seen_at = now(), expires_at = $2, ip = $3, user_agent = $4 where id = $1 and last_seen_at < now() - make_interval(secs => $5)',
          [key, expiresAt, ip, userAgent, TOUCH_EVERY_MS / 1000],
        );
      }
      return row.data;
    }

    async set(sid: string, data: SessionData) {
      const key = sessionKeyOf(sid);
      const life = lifetimeOf(data);
      const account = data.user ?? (data.pending ? { kind: 'admin' as const, id: data.pending.id } : undefined);
      const { ip, userAgent } = this.where();
      const values = [
        key,
        JSON.stringify(data),
        account?.kind ?? null,
        account?.id ?? null,
        ip,
        userAgent,
        life.idleMs / 1000,
        life.absoluteMs / 1000,
      ];
      if (key === this.loadedKey) {
        await sql(
          orm.em,
          `update sessions set data = $2, account_kind = $3, account_id = $4, ip = $5, user_agent = $6, last_seen_at = now(),
                  expires_at = least(now() + make_interval(secs => $7), created_at + make_interval(secs => $8))
            where id = $1`,
          values,
        );
        return;
      }
      const signedInAt = data.signedInAt ? new Date(data.signedInAt) : null;
      await sql(
        orm.em,
        `insert into sessions (id, data, account_kind, account_id, ip, user_agent, created_at, last_seen_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($9, now()), now(),
                 least(now() + make_interval(secs => $7), coalesce($9, now()) + make_interval(secs => $8)))
         on conflict (id) do update set data = excluded.data, account_kind = excluded.account_kind, account_id = excluded.account_id,
                 ip = excluded.ip, user_agent = excluded.user_agent, last_seen_at = now(),
                 expires_at = least(now() + make_interval(secs => $7), sessions.created_at + make_interval(secs => $8))`,
        [...values, signedInAt],
      );
    }

    async destroy(sid: string) {
      await sql(orm.em, 'delete from sessions where id = $1', [sessionKeyOf(sid)]);
    }
  };
}

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
      ContextStore: storeFor(orm),
    },
    app,
  );
  // The pages' keep-alive ping (every 10 minutes from any open tab) is not the user's activity: it never
  // loads (so never refreshes) a session, or an idle tab would keep an admin signed in for 12 hours.
  const withSession: Koa.Middleware = (ctx, next) => (ctx.path === '/api/health' ? next() : session(ctx, next));
  if (!opts.secure) return withSession;
  // PUBLIC_URL is https: the browser's connection is encrypted even when the hop from the TLS proxy is
  // not (or TRUST_PROXY_HOPS is 0, so Koa cannot tell). Without this, the cookies module refuses to send
  // a Secure cookie over that hop and every login answered 500.
  return (ctx, next) => {
    (ctx.cookies as unknown as { secure: boolean }).secure = true;
    return withSession(ctx, next);
  };
}

interface SessionLike extends SessionData {
  maxAge: number | 'session' | undefined;
  externalKey?: string;
  regenerate(): Promise<void> | undefined;
}

type CtxWithSession = { session?: SessionLike | null };

const sessionOf = (ctx: Koa.Context) => (ctx as unknown as CtxWithSession).session ?? undefined;

export function sessionUser(ctx: Koa.Context): SessionUser | undefined {
  return sessionOf(ctx)?.user;
}

export function pendingSignIn(ctx: Koa.Context): PendingSignIn | undefined {
  return sessionOf(ctx)?.pending;
}

/** The table key of the request's session (to tell "this device" among an account's sessions). */
export function currentSessionKey(ctx: Koa.Context): string | undefined {
  const sid = sessionOf(ctx)?.externalKey;
  return sid ? sessionKeyOf(sid) : undefined;
}

/**
 * The role of the staff account `adminId` as this request's session read found it (undefined inside:
 * it may not act now), or undefined when the session did not read that account (none loaded, another
 * user, or signed in by this request). Read at the start of this request, so a disabling or a
 * changed role counts from the next request on, as a statement of its own would.
 */
export function staffRoleReadWithSession(
  ctx: Koa.Context,
  adminId: number,
): { role: StaffRole | undefined } | undefined {
  const read = staffReads.get(ctx);
  return read?.id === adminId ? { role: read.role } : undefined;
}

/** Logs a user in with a fresh session id (so an id fixed before login is worthless after it). */
export async function startSession(ctx: Koa.Context, user: SessionUser): Promise<void> {
  const s = sessionOf(ctx);
  if (!s) return;
  delete s.pending;
  s.user = user;
  s.signedInAt = Date.now();
  if (user.kind === 'student') s.copiesId = newCopiesId();
  else delete s.copiesId;
  // An admin's cookie outlives the session no longer than the server keeps it; an intern's is renewed
  // while in use, as before.
  s.maxAge = user.kind === 'admin' ? SESSION_LIFETIMES.admin.absoluteMs : maxAgeMs;
  await s.regenerate();
}

/** An admin's password was right: a fresh session id that only reaches the second step. */
export async function startPendingSignIn(ctx: Koa.Context, pending: PendingSignIn): Promise<void> {
  const s = sessionOf(ctx);
  if (!s) return;
  delete s.user;
  delete s.signedInAt;
  delete s.copiesId;
  s.pending = pending;
  s.maxAge = SESSION_LIFETIMES.pending.absoluteMs;
  await s.regenerate();
}

/** A new id for the same session (after a password change): a copy of the old cookie is worthless. */
export async function rotateSession(ctx: Koa.Context): Promise<void> {
  await sessionOf(ctx)?.regenerate();
}

const newCopiesId = () => randomBytes(16).toString('base64url');

/**
 * The name of the offline copies the request's session may keep on its device: an intern's only (made at
 * their sign-in, or now for a session older than this rule), none for staff or without a session.
 */
export function sessionCopiesId(ctx: Koa.Context): string | undefined {
  const s = sessionOf(ctx);
  if (s?.user?.kind !== 'student') return undefined;
  s.copiesId ??= newCopiesId();
  return s.copiesId;
}

/** When the request's session ends at the latest, however active (ms since the epoch). */
export function sessionEndsBy(ctx: Koa.Context): number | undefined {
  const s = sessionOf(ctx);
  if (!s?.user || !s.signedInAt) return undefined;
  return s.signedInAt + lifetimeOf(s).absoluteMs;
}

export function endSession(ctx: Koa.Context): void {
  (ctx as unknown as CtxWithSession).session = null;
}
