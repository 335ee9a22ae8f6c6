import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { emailField, linkToken, normalizePhone, phoneField, requiredText, shownLanguage } from './fields.ts';
import { messages } from '../messages.ts';
import { consentFields } from './privacy.ts';

const referralSources = ['home', 'dashboard'] as const;
export type ReferralSource = (typeof referralSources)[number];

/** POST /api/referrers: the refer-and-earn form. All four fields are required; the server issues the code. */
export const referrerSchema = z.object(
  {
    name: requiredText('the name', 200, { missing: messages.fieldsMissing }),
    phone: phoneField(undefined, { missing: messages.fieldsMissing }),
    upiId: requiredText('the UPI id', 100, { missing: messages.fieldsMissing }).pipe(
      z.string().regex(/^[\w.-]{2,}@[A-Za-z][\w.-]*$/, messages.upiIdInvalid),
    ),
    email: emailField(undefined, { missing: messages.fieldsMissing }),
    source: z.enum(referralSources, { error: 'Unknown source.' }).default('dashboard'),
    /** The language the form was shown in: the referrer's mails are written in it (docs/I18N.md). */
    language: shownLanguage,
    ...consentFields,
  },
  { error: messages.fieldsMissing },
);
export type ReferrerInput = z.input<typeof referrerSchema>;
type ReferrerBody = z.infer<typeof referrerSchema>;

/**
 * POST /api/insertrefer: the specification's field names; `refer` (a client-made code) is ignored. The
 * specification had no consent; it is required here as on our own form (docs/PRIVACY.md).
 */
export const legacyReferrerSchema = z
  .object(
    {
      name: z.unknown(),
      phoneno: z.unknown(),
      upiid: z.unknown(),
      email: z.unknown(),
      refer: z.unknown().optional(),
      consent: z.unknown().optional(),
      noticeVersion: z.unknown().optional(),
    },
    { error: messages.fieldsMissing },
  )
  .transform(({ name, phoneno, upiid, email, consent, noticeVersion }): unknown => ({
    name,
    phone: phoneno,
    upiId: upiid,
    email,
    source: 'home' as const,
    consent,
    noticeVersion,
  }))
  .pipe(referrerSchema as z.ZodType<ReferrerBody, unknown>);

/**
 * POST /api/referrers/verify. Anything that is not a plausible e-mail or phone simply matches nobody
 * (404 messages.referrerInvalid), as in the specification; only missing values are a 400.
 */
export const verifySchema = z.object(
  {
    email: requiredText('the e-mail', 254, { missing: messages.referrerFieldsMissing }).transform((s) =>
      s.toLowerCase(),
    ),
    // Normalised like the join form, so '+91 98765 43210' finds '9876543210'; text that is no phone
    // number at all simply matches nobody.
    phone: requiredText('the phone number', 30, { missing: messages.referrerFieldsMissing }).transform(
      (s) => normalizePhone(s) ?? s,
    ),
  },
  { error: messages.referrerFieldsMissing },
);

export const LINK_INCOMPLETE = messages.referrerLinkIncomplete;
/** POST /api/referrers/confirm: the token from the link (a link cut short by a mail client is a 400, not a lookup). */
export const confirmSchema = z.object({ token: linkToken(LINK_INCOMPLETE) }, { error: LINK_INCOMPLETE });

/**
 * POST /api/me/referrer/link-requests: a signed-in intern names the e-mail of a membership to link to
 * their account; the member gets a mail naming the account, and only their confirmation links them.
 */
export const membershipLinkRequestSchema = z.object({ email: emailField() }, { error: messages.invalidEmail });

/**
 * POST /api/referrer-links/confirm and /api/referrer-links/removal: the token of the member's mailed
 * link (to link the membership to the intern account the mail names, or to remove that link).
 */
export const membershipLinkSchema = z.object({ token: linkToken(LINK_INCOMPLETE) }, { error: LINK_INCOMPLETE });

/**
 * POST /api/referrers/confirm: the referrer is active; `referralCode` is theirs to share (`code` is the
 * answer's message code, as in every success answer).
 */
export interface ReferrerConfirmed extends MessageAnswer {
  success: true;
  referralCode: string;
  name: string;
  upiId: string;
}

export type ReferralState = 'pending' | 'validated' | 'paid';
/** One credited referral as its referrer sees it: the first name only; enrolledOn 'YYYY-MM-DD' in Asia/Kolkata. */
export interface Referral {
  name: string;
  state: ReferralState;
  enrolledOn: string;
}
/** POST /api/referrers/verify: only the referrer's own code, earnings and UPI id. */
export interface ReferrerDashboard {
  code: string;
  name: string;
  count: number;
  total: number;
  upiId: string;
  referrals: Referral[];
}
/** GET /api/me/referrer */
export interface MyReferrer {
  code: string;
  count: number;
  total: number;
  upiId: string;
}
