/** True when an error means a backing service (PostgreSQL, Redis) is unreachable: answer 503, not 500. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined;
  if (!e) return false;
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    '57P01',
    '57P02',
    '57P03',
    '53300',
    '08006',
    '08001',
    '08003',
  ];
  if (typeof e.code === 'string' && codes.includes(e.code)) return true;
  if (e.name === 'ConnectionException' || e.name === 'MaxRetriesPerRequestError') return true;
  if (
    typeof e.message === 'string' &&
    /Connection terminated|Stream isn't writeable|Connection is closed|timeout exceeded when trying to connect|not queryable|Client was closed|Connection ended unexpectedly|database system is (starting up|shutting down|in recovery mode)/i.test(
      e.message,
    )
  )
    return true;
  return e.cause !== undefined && e.cause !== err && isUnavailable(e.cause);
}
