import { z } from 'zod';
import { passwordProblem } from './password-strength.ts';
import { messages, valuedText, type ValuesOf } from 'shared/messages';
import { DEFAULT_LOCALE, LOCALES } from '../locales.ts';

/**
 * Small zod builders for what a form sends, shared by every request schema: trimmed, bounded, and
 * free of control characters (a NUL byte or an escape sequence is never a real name, and PostgreSQL
 * refuses NUL in text). Messages name the field in plain words: `label` is written as it reads in a sentence
 * ("your name", "the college"). Forms whose specification has one message for every missing field
 * (messages.fieldsMissing) pass it as `missing`.
 */

/**
 * A refusal worded from the field's label: a valued message (shared/messages.ts), so the answer carries
 * its code and values and the site can say it in the reader's language (validate.ts reads `params`).
 */
function fieldRefusal<C extends 'textMissing' | 'textNotAllowed' | 'textTooLong' | 'dateNotValid'>(
  code: C,
  values: ValuesOf<C>,
) {
  return { message: valuedText(code, values), params: { valued: { code, values } } };
}

/** True when the text holds a control character (tab and line breaks allowed only when `multiline`). */
export function hasControlChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true;
  }
  return false;
}

/** A required text field: trimmed, 1..max characters, no control characters. */
export function requiredText(label: string, max = 200, opts: { multiline?: boolean; missing?: string } = {}) {
  const missing = opts.missing ?? fieldRefusal('textMissing', { label });
  return z
    .string({ error: opts.missing ?? valuedText('textMissing', { label }) })
    .refine((s) => !hasControlChars(s, opts.multiline), fieldRefusal('textNotAllowed', { label }))
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .refine((s) => s.length > 0, missing)
        .refine((s) => s.length <= max, fieldRefusal('textTooLong', { label, max })),
    );
}

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively everywhere). */
export function emailField(message = messages.invalidEmail, opts: { missing?: string } = {}) {
  const missing = opts.missing ?? message;
  return z
    .string({ error: missing })
    .max(320, message)
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.string().min(1, missing).pipe(z.email(message).max(254, message)));
}

/**
 * A phone number. Indian mobile numbers are stored as their 10 digits (so "+91 98765 43210",
 * "098765-43210" and "9876543210" are the same number); other numbers keep their digits and a
 * leading +.
 */
export function phoneField(message = messages.phoneInvalid, opts: { missing?: string } = {}) {
  const missing = opts.missing ?? message;
  return z
    .string({ error: missing })
    .max(40, message)
    .refine((s) => s.trim() !== '', missing)
    .transform((s, ctx) => {
      const phone = normalizePhone(s);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** The one phone normal form (see phoneField); undefined when the text is not a phone number. */
export function normalizePhone(text: string): string | undefined {
  const s = text.replace(/[\s\-().]/g, '');
  const indian = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(s);
  if (indian) return indian[1]!;
  if (/^\+?\d{8,15}$/.test(s)) return s;
  return undefined;
}

/** A calendar date as the date input sends it (YYYY-MM-DD), a real day between 2000 and 2100. */
export function calendarDate(label: string, opts: { missing?: string } = {}) {
  const message = fieldRefusal('dateNotValid', { label });
  const missing = opts.missing ?? message;
  return z
    .string({ error: opts.missing ?? message.message })
    .trim()
    .refine((s) => s.length > 0, missing)
    .refine((s) => s.length <= 10, message)
    .refine((s) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
      if (!m) return false;
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const date = new Date(Date.UTC(y, mo - 1, d));
      return y >= 2000 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
    }, message);
}

/**
 * A new password: not trimmed (spaces are allowed), 8..128 characters, no control characters, and not
 * a common or easily guessed one (lib/password-strength.ts). A form that knows the account's name and
 * e-mail checks those too (passwordProblem with `related`).
 */
export function newPassword() {
  return z
    .string({ error: messages.passwordMissing })
    .min(1, { error: messages.passwordMissing, abort: true })
    .min(8, { error: messages.passwordTooShort, abort: true })
    .max(128, { error: messages.passwordTooLong, abort: true })
    .refine((s) => !hasControlChars(s), { error: messages.passwordCharacters, abort: true })
    .superRefine((s, ctx) => {
      const problem = passwordProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * The one schema of a numeric id (a student, an extra course, a payout, a mail...), in a path, a
 * query or a body: a whole number from 1 to PostgreSQL's largest integer, or its digits. A list,
 * "1.5", "1e3" or " 7" is not one. `message` is the route's own answer to anything else.
 */
/**
 * A new password, its confirmation (the same, checked here too) and what else the form sends: the
 * one shape of every form that sets a password (a change, a reset link, an invitation).
 */
export function withNewPassword<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(
      {
        ...shape,
        newPassword: newPassword(),
        confirmPassword: z
          .string({ error: 'Please confirm the new password.' })
          .max(128, messages.passwordConfirmationMismatch),
      },
      { error: messages.formIncomplete },
    )
    .superRefine((v, ctx) => {
      // The generic shape hides the two fields this function itself added.
      const { newPassword: fresh, confirmPassword } = v as { newPassword: string; confirmPassword: string };
      if (fresh !== confirmPassword)
        ctx.addIssue({ code: 'custom', message: messages.passwordConfirmationMismatch, path: ['confirmPassword'] });
    });
}

/** A mailed link's token: 32 random bytes, base64url (43 characters); anything else gets `message` (a link cut short). */
export const linkToken = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, message);

export function numericId(message: string) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
}

type Widen<T> = T extends string ? string : T;
type WidenFields<T> = { [K in keyof T]: Widen<T[K]> };
/**
 * A request body as the client's form holds it before the server checks it: the schema's input, with
 * any text where the schema accepts only some values (a course from the list), which the server refuses.
 */
export type FormOf<S extends z.ZodType> = WidenFields<z.input<S>>;

/** The language an intern or a referrer reads (shared/locales.ts): 'en' or 'ta'. */
export const languageField = z.enum(LOCALES, { error: messages.languageUnknown });

/** The language a form was shown in, which the new record keeps (docs/I18N.md); older clients send none: English. */
export const shownLanguage = languageField.default(DEFAULT_LOCALE);

/** A query parameter left empty (`?page=`) is one not given: its default applies. */
export const blank = (v: unknown) => (v === '' ? undefined : v);

const PAGE_SIZE = 'The page size must be 1 to 100.';
/** `?pageSize=` of an admin list: 1 to 100 rows, `byDefault` when not given. */
export const pageSize = (byDefault: number) =>
  z.preprocess(
    blank,
    z.coerce.number({ error: PAGE_SIZE }).int().min(1, PAGE_SIZE).max(100, PAGE_SIZE).default(byDefault),
  );
