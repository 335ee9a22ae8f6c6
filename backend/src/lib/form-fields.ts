import { z } from 'zod';
import { hasControlChars, normalizePhone } from './fields.ts';

/**
 * Variants of lib/fields.ts for forms whose every missing field has one message (the referral and
 * extra-course forms: 'Please fill in all fields.'-style wording): same rules, same normal forms.
 */
/** A lone UTF-16 surrogate: not a character, cannot be stored as UTF-8. */
const loneSurrogate = /\p{Cs}/u;

/**
 * A required one-line text field: trimmed, not blank, at most `max` characters, no control characters
 * (PostgreSQL refuses NUL bytes, and nothing a person types needs them) and well-formed Unicode.
 * `required` is the message for a missing, blank or non-string value.
 */
export function textField(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Please keep this under ${max} characters.`)
    .refine((s) => !hasControlChars(s) && !loneSurrogate.test(s), 'Please remove the unusual characters from this field.');
}

/** An e-mail address, stored and compared in lower case. */
export function emailField(required: string) {
  return textField(254, required)
    .pipe(z.email('Please enter a valid e-mail address.'))
    .transform((s) => s.toLowerCase());
}

/** A phone number in the one normal form of lib/fields.ts (Indian mobiles as their 10 digits). */
export function phoneField(required: string) {
  return textField(30, required).transform((s, ctx) => {
    const phone = normalizePhone(s);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number.' });
    return z.NEVER;
  });
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30), between the years 2000 and 2100. */
export function dateField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date as YYYY-MM-DD.')
    .refine((s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 2000 && y <= 2100 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, 'Please enter a real date.');
}
