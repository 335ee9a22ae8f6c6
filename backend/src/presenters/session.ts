import Bowser from 'bowser';
import type { AdminSecurity, AdminSession } from 'shared/api/admin-security';
import type { AccountSessionRow, AdminTwoFactorRow } from '../queries/sessions.ts';

/** 'Chrome 130 on Android 14', from the User-Agent a session was last used with (bowser). */
export function deviceSummary(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}` : '';
  const system = os.name
    ? `${os.name}${os.versionName ? ` ${os.versionName}` : os.version ? ` ${os.version}` : ''}`
    : '';
  if (name && system) return `${name} on ${system}`;
  return name || system || 'Unknown device';
}

/** One session as its owner sees it. The handle is its id here; the table key never leaves the server. */
function presentSession(row: AccountSessionRow, currentKey: string | undefined): AdminSession {
  return {
    id: row.handle,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    device: deviceSummary(row.userAgent),
    ip: row.ip,
    current: row.id === currentKey,
    signedIn: row.signedIn,
  };
}

/** GET /api/admin/security: the admin's two-factor state and live sessions (this one marked). */
export function presentAdminSecurity(
  twoFactor: AdminTwoFactorRow | undefined,
  rows: AccountSessionRow[],
  currentKey: string | undefined,
): AdminSecurity {
  return {
    twoFactor: {
      enabledAt: twoFactor?.enabledAt == null ? null : new Date(twoFactor.enabledAt).toISOString(),
      recoveryCodesLeft: twoFactor?.recoveryCodesLeft ?? 0,
    },
    sessions: rows.map((row) => presentSession(row, currentKey)),
  };
}
