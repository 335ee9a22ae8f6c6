import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import type { SessionUser } from '../middlewares/session.ts';

/** Times as epoch milliseconds (the pool returns timestamptz as text). */
export interface AccountSessionRow {
  id: string;
  handle: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
  /** false: the password step passed but the second factor was not given (yet). */
  signedIn: boolean;
}

/** The account's live sessions, most recently used first (by the account index). */
export function accountSessions(em: EntityManager, account: SessionUser): Promise<AccountSessionRow[]> {
  return sql<AccountSessionRow>(
    em,
    `select id, handle, extract(epoch from created_at)::float8 * 1000 as "createdAt", extract(epoch from last_seen_at)::float8 * 1000 as "lastSeenAt",
            extract(epoch from expires_at)::float8 * 1000 as "expiresAt", ip, user_agent as "userAgent",
            (data ? 'user') as "signedIn"
       from sessions
      where account_kind = $1 and account_id = $2 and expires_at > now()
      order by last_seen_at desc
      limit 100`,
    [account.kind, account.id],
  );
}

/** Epoch milliseconds, or null without an authenticator. */
export interface AdminTwoFactorRow {
  enabledAt: number | null;
  recoveryCodesLeft: number;
}

/** Whether the admin has two-factor sign-in, and how many unused recovery codes are left. */
export async function adminTwoFactor(em: EntityManager, adminId: number): Promise<AdminTwoFactorRow | undefined> {
  const [row] = await sql<AdminTwoFactorRow>(
    em,
    `select extract(epoch from a.totp_enabled_at)::float8 * 1000 as "enabledAt",
            (select count(*)::int from admin_recovery_codes r where r.admin_id = a.id and r.used_at is null) as "recoveryCodesLeft"
       from admins a where a.id = $1`,
    [adminId],
  );
  return row;
}
