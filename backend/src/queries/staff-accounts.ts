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
  const [row] = await sql<{ role: StaffRole }>(em, 'select role from admins where id = $1 and disabled_at is null and not invite_pending', [adminId]);
  return row?.role;
}
