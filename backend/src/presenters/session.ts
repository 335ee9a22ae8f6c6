import Bowser from 'bowser';
import type { AccountSessionRow } from '../queries/sessions.ts';

/** 'Chrome 130 on Android 14', from the User-Agent a session was last used with (bowser). */
export function deviceSummary(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}` : '';
  const system = os.name ? `${os.name}${os.versionName ? ` ${os.versionName}` : os.version ? ` ${os.version}` : ''}` : '';
  if (name && system) return `${name} on ${system}`;
  return name || system || 'Unknown device';
}

/** One session as its owner sees it. The handle is its id here; the table key never leaves the server. */
export function presentSession(row: AccountSessionRow, currentKey: string | undefined) {
  return {
    id: row.handle,
    createdAt: new Date(row.createdAt),
    lastSeenAt: new Date(row.lastSeenAt),
    expiresAt: new Date(row.expiresAt),
    device: deviceSummary(row.userAgent),
    ip: row.ip,
    current: row.id === currentKey,
    signedIn: row.signedIn,
  };
}
