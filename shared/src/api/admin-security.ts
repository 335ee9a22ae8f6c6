import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';

export const sessionParams = z.object({ handle: z.uuid({ error: 'This session has already ended.' }) });

/** One of the admin's own sessions. `id` is a handle, not the session key (which never leaves the server). */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** 'Chrome 130 on Android 14' */
  device: string;
  ip: string | null;
  current: boolean;
  /** false: someone got past the password and has not given the code. */
  signedIn: boolean;
}
/** GET /api/admin/security */
export interface AdminSecurity {
  twoFactor: { enabledAt: string | null; recoveryCodesLeft: number };
  sessions: AdminSession[];
}
/** POST /api/admin/sessions/:handle/end; `current`: it was this browser's, which is now signed out. */
export interface SessionEnded extends MessageAnswer {
  success: true;
  current: boolean;
}
/** POST /api/admin/sessions/end-others */
export interface OtherSessionsEnded extends MessageAnswer {
  success: true;
  count: number;
}
/** POST /api/admin/recovery-codes: shown once. */
export interface RecoveryCodesRenewed extends MessageAnswer {
  success: true;
  recoveryCodes: string[];
}
