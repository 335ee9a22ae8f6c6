import { z } from 'zod';
import {
  calendarDate,
  emailField,
  hasControlChars,
  newPassword,
  phoneField,
  requiredText,
  shownLanguage,
  type FormOf,
} from './fields.ts';
import { passwordProblem } from './password-strength.ts';
import { messages } from '../messages.ts';
import { paymentReferenceField, shownFeeField } from './payment-references.ts';
import { consentFields } from './privacy.ts';

export const UNKNOWN_REFERRAL_CODE = messages.referralCodeUnknown;
const UTR_FORMAT = messages.utrFormat;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** Optional: a code of letters and digits, upper-cased; anything else cannot be a code that exists. */
const referralCode = z.preprocess(
  blankToUndefined,
  z
    .string({ error: UNKNOWN_REFERRAL_CODE })
    .max(40, UNKNOWN_REFERRAL_CODE)
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, UNKNOWN_REFERRAL_CODE))
    .optional(),
);

/** Optional: the UPI transaction reference (12 digits usually), spaces removed, upper-cased. */
export const utr = z.preprocess(
  blankToUndefined,
  z
    .string({ error: UTR_FORMAT })
    .max(60, UTR_FORMAT)
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, UTR_FORMAT))
    .optional(),
);

export const uploadId = z.preprocess(blankToUndefined, z.uuid({ error: messages.screenshotMissing }));

/** Every field of the registration form (specification section 5) except the screenshot. */
const fields = {
  name: requiredText('your name', 100),
  email: emailField(),
  college: requiredText('your college', 200),
  phone: phoneField(),
  startDate: calendarDate('the start date'),
  endDate: calendarDate('the end date'),
  department: requiredText('your department', 100),
  // One of the catalogue's courses offered at registration: the course's store checks it (its list changes when
  // editors publish), with this message.
  course: z
    .string({ error: messages.courseNotListed })
    .trim()
    .min(1, messages.courseNotListed)
    .max(200, messages.courseNotListed),
  referralCode,
  utr,
  paymentReference: paymentReferenceField,
  /** The registration fee the page showed for the course. */
  shownFeeRupees: shownFeeField,
  password: newPassword(),
  confirmPassword: z
    .string({ error: messages.confirmPasswordMissing })
    .max(128, messages.passwordsDoNotMatch)
    .refine((s) => !hasControlChars(s), messages.passwordsDoNotMatch),
};

type Checked = {
  name: string;
  email: string;
  startDate: string;
  endDate: string;
  password: string;
  confirmPassword: string;
};
const crossChecks = (value: Checked, ctx: z.RefinementCtx) => {
  if (value.endDate < value.startDate)
    ctx.addIssue({ code: 'custom', message: messages.endBeforeStart, path: ['endDate'] });
  if (value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', message: messages.passwordsDoNotMatch, path: ['confirmPassword'] });
  // newPassword() refused the common ones; this also refuses one made of the intern's own name or e-mail.
  const problem = passwordProblem(value.password, [value.name, value.email]);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
};

const formError = { error: messages.formIncomplete };

/**
 * POST /api/registrations: the form, with the id of the screenshot uploaded beforehand. The consent
 * last, as on the form (the box under the notice): a bad field above it is named first.
 */
export const registrationSchema = z
  .object({ ...fields, uploadId, language: shownLanguage, ...consentFields }, formError)
  .superRefine(crossChecks);
export type RegistrationInput = FormOf<typeof registrationSchema>;

/**
 * POST /api/insertuser (the specification's form): its field names, the screenshot in the same
 * request, and no confirm-password field (when it is absent, the password stands for both).
 */
export const legacyRegistrationSchema = z.preprocess(
  (raw) => {
    const b = (raw ?? {}) as Record<string, unknown>;
    return {
      name: b.name,
      email: b.email,
      college: b.college,
      phone: b.phoneno ?? b.phone,
      startDate: b.startdate ?? b.startDate,
      endDate: b.enddate ?? b.endDate,
      department: b.department,
      course: b.course,
      referralCode: b.refer ?? b.referralCode,
      utr: b.transaction ?? b.utr,
      paymentReference: b.paymentReference ?? b.reference,
      shownFeeRupees: b.shownFeeRupees,
      password: b.password,
      confirmPassword: b.confirmpassword ?? b.confirmPassword ?? b.password,
      // The specification's form had no consent; a client posting it now must tick the box too.
      consent: b.consent,
      noticeVersion: b.noticeVersion,
    };
  },
  z.object({ ...fields, ...consentFields }, formError).superRefine(crossChecks),
);
