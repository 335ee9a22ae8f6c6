/**
 * Error texts can quote personal data: PostgreSQL's "Key (email)=(…) already exists", an SMTP
 * server's "550 <…@…>: no such user", a failed statement with its values. Logs and BullMQ (which keeps
 * a failed job's message and stack in Redis in clear text) get them with e-mail addresses and Indian
 * phone numbers replaced (docs/PRIVACY.md).
 */
const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const PHONE = /(?<![\w])(?:\+?91[\s-]?)?0?[6-9]\d{4}[\s-]?\d{5}(?![\w])/g;

export function redactPersonal(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]');
}

/** The same error with its message and stack redacted (in place, so BullMQ stores the redacted text). */
export function redactError<T>(err: T): T {
  if (err instanceof Error) {
    err.message = redactPersonal(err.message);
    if (err.stack) err.stack = redactPersonal(err.stack);
    const detail = (err as { detail?: unknown }).detail;
    if (typeof detail === 'string') (err as { detail?: string }).detail = redactPersonal(detail);
  }
  return err;
}
