import { z } from 'zod';
import { CONFIRMATION_TOKEN } from '../../commands/issue-referrer-confirmation.ts';
import { emailField, normalizePhone, phoneField, requiredText } from '../../lib/fields.ts';
import { messages } from 'shared/messages';

/** POST /api/referrers: the refer-and-earn form. All four fields are required; the server issues the code. */
export const referrerSchema = z.object({
  name: requiredText('the name', 200, { missing: messages.fieldsMissing }),
  phone: phoneField(undefined, { missing: messages.fieldsMissing }),
  upiId: requiredText('the UPI id', 100, { missing: messages.fieldsMissing }).pipe(z.string().regex(/^[\w.-]{2,}@[A-Za-z][\w.-]*$/, 'Please enter a valid UPI id (like name@bank).')),
  email: emailField(undefined, { missing: messages.fieldsMissing }),
  source: z.enum(['home', 'dashboard'], { error: 'Unknown source.' }).default('dashboard'),
}, { error: messages.fieldsMissing });
export type ReferrerBody = z.infer<typeof referrerSchema>;

/** POST /api/insertrefer: the specification's field names; `refer` (a client-made code) is ignored. */
export const legacyReferrerSchema = z
  .object({
    name: z.unknown(),
    phoneno: z.unknown(),
    upiid: z.unknown(),
    email: z.unknown(),
    refer: z.unknown().optional(),
  }, { error: messages.fieldsMissing })
  .transform(({ name, phoneno, upiid, email }): unknown => ({ name, phone: phoneno, upiId: upiid, email, source: 'home' as const }))
  .pipe(referrerSchema as z.ZodType<ReferrerBody, unknown>);


/**
 * POST /api/referrers/verify. Anything that is not a plausible e-mail or phone simply matches nobody
 * (404 messages.referrerInvalid), as in the specification; only missing values are a 400.
 */
export const verifySchema = z.object({
  email: requiredText('the e-mail', 254, { missing: messages.referrerFieldsMissing }).transform((s) => s.toLowerCase()),
  // Normalised like the join form, so '+91 98765 43210' finds '9876543210'; text that is no phone
  // number at all simply matches nobody.
  phone: requiredText('the phone number', 30, { missing: messages.referrerFieldsMissing }).transform((s) => normalizePhone(s) ?? s),
}, { error: messages.referrerFieldsMissing });

export const LINK_INCOMPLETE = 'This confirmation link is incomplete. Open it from the e-mail again, or copy the whole link.';

/** POST /api/referrers/confirm: the token from the link (a link cut short by a mail client is a 400, not a lookup). */
export const confirmSchema = z.object({
  token: z.string({ error: LINK_INCOMPLETE }).trim().regex(CONFIRMATION_TOKEN, LINK_INCOMPLETE),
}, { error: LINK_INCOMPLETE });
