import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { log } from '../log.ts';
import { sessionUser } from '../middlewares/session.ts';

export type SecurityEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.password-accepted'
  | 'login.code-failed'
  | 'logout'
  | 'request.refused'
  | 'admin.action';

/**
 * One line per security event, all with `security: <event>` so an operator can filter them: who
 * (account kind and id, never a name), from where, what path, what answer, and the request id that
 * every other line of the request carries. Never a password, cookie or token; an e-mail typed at a
 * failed login is kept only as a short digest, enough to see one account being guessed at.
 */
export function securityEvent(
  ctx: Context,
  event: SecurityEvent,
  fields: Record<string, string | number | undefined> = {},
): void {
  const user = sessionUser(ctx);
  log.info(
    {
      security: event,
      actor: user ? `${user.kind}:${user.id}` : 'anonymous',
      ip: ctx.ip,
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      ...fields,
    },
    'security event',
  );
}

/** A stable, non-reversible handle for an e-mail in the log (12 hex digits of its SHA-256). */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);
}
