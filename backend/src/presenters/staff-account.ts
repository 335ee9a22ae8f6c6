import type { AccountState, StaffAccount } from 'shared/api/admin-accounts';
import type { StaffAccountRow } from '../queries/staff-accounts.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A row of the list, or the entity a command returns. */
type Facts = Omit<StaffAccountRow, 'disabledAt' | 'lastLoginAt'> & {
  disabledAt?: Date | null;
  lastLoginAt?: Date | null;
};

export function accountState(row: Pick<Facts, 'invitePending' | 'disabledAt'>): AccountState {
  if (row.disabledAt) return 'disabled';
  return row.invitePending ? 'invited' : 'active';
}

/** A staff account on the Accounts screen: never its password hash or authenticator secret. */
export function presentStaffAccount(row: Facts, viewerId: number): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: accountState(row),
    lastLoginAt: iso(row.lastLoginAt ?? null),
    createdAt: iso(row.createdAt)!,
    self: row.id === viewerId,
  };
}
