import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffRole } from 'shared/api/admin-accounts';
import { sql } from '../db/sql.ts';

export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  invitePending: boolean;
  disabledAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const columns = `id, email, name, role, invite_pending as "invitePending", disabled_at as "disabledAt",
                 last_login_at as "lastLoginAt", created_at as "createdAt"`;

/** Every staff account, admins first, then by e-mail (a handful of rows). */
export async function listStaffAccounts(em: EntityManager): Promise<StaffAccountRow[]> {
  return sql<StaffAccountRow>(em, `select ${columns} from admins order by role, email`);
}

/**
 * The role of a staff account that may act now (not disabled, its password set), or undefined. Asked
 * by every admin and operator route (middlewares/auth.ts): a role or a disabling takes effect on the
 * next request whatever the session says.
 */
export async function activeStaffRole(em: EntityManager, adminId: number): Promise<StaffRole | undefined> {
  const [row] = await sql<{ role: StaffRole | null }>(em, `select ${activeStaffRoleOf('$1')} as role`, [adminId]);
  return row?.role ?? undefined;
}

/**
 * The same rule as an SQL expression for the account whose id is `idSql` (null when it may not act):
 * the session's read asks it with the session itself (middlewares/session.ts), one statement fewer on
 * every staff request.
 */
export const activeStaffRoleOf = (idSql: string) =>
  `(select a.role from admins a where a.id = ${idSql} and a.disabled_at is null and not a.invite_pending)`;
