import type { Ability } from './abilities.ts';
import type { StaffRole } from './admin-accounts.ts';
import type { PaymentRejection } from './payments.ts';
import { z } from 'zod';
import { hasControlChars, languageField } from './fields.ts';
import type { Locale } from '../locales.ts';
import type { LegacyStudent } from './legacy.ts';
import { messages } from '../messages.ts';

export const ENTER_CODE = 'Enter the 6-digit code from your authenticator app.';
export const ENROL_TOTP = 'Admins sign in with a second step: set up an authenticator app now.';
const MISSING = messages.loginFieldsMissing;

/**
 * POST /api/login. The e-mail is not checked for format here: a malformed address is simply an
 * unknown one and gets the same answer as a wrong password.
 */
export const loginSchema = z.object(
  {
    email: z
      .string({ error: MISSING })
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(1, MISSING)
          .max(320, messages.loginFailed)
          .refine((s) => !hasControlChars(s), messages.loginFailed),
      ),
    password: z
      .string({ error: MISSING })
      .min(1, MISSING)
      .max(1024, messages.loginFailed)
      .refine((s) => !hasControlChars(s), messages.loginFailed),
  },
  { error: MISSING },
);
export type LoginInput = z.infer<typeof loginSchema>;

/** The logged-in user as our own screens see it (GET /api/me). Never a password or its hash. */
export interface StudentUser {
  role: 'student';
  id: number;
  internId: string;
  name: string;
  email: string;
  college: string;
  phone: string;
  department: string;
  course: string;
  startDate: string;
  endDate: string;
  durationDays: number;
  validated: boolean;
  testMark: number | null;
  /** The reference the enrolment was paid with (TN-XXXXXX), shown while it waits. */
  paymentReference: string | null;
  /** Set while an admin's rejection of the payment stands: the waiting screen shows it and asks for a new one. */
  rejection: PaymentRejection | null;
  /** The e-mail was proven with its mailed link; until then the screens ask for it. */
  emailVerified: boolean;
  /**
   * The owner of the account's address said they did not register ("This wasn't me"): the address
   * can never be confirmed for this account and nothing is mailed to it; the intern must contact the
   * company to have the e-mail corrected (an admin's correction clears it).
   */
  emailDisowned: boolean;
  /** The language the intern reads (docs/I18N.md): their mails and documents are written in it; the site follows it. */
  language: Locale;
}
export interface AdminUser {
  role: 'admin';
  /** A staff account is an admin, an operator or an editor (shared/api/admin-accounts: what each may do). */
  staffRole: StaffRole;
  id: number;
  name: string;
  email: string;
}
export type SessionUser = StudentUser | AdminUser;
export interface MeAnswer {
  user: SessionUser;
  /** What the user may do (backend/src/policies/, shared/api/abilities.ts): the site shows screens and controls by it. */
  abilities: Ability[];
  /**
   * An intern's only: the name of the offline copies this sign-in may keep on the device (the `copies` cookie's
   * value, shared/offline-copies.ts), so the service worker knows whose answer it holds.
   */
  copies?: string;
}

/** The user POST /api/login gives an intern: the specification's record, which its own client stores. */
export type LoginUser = { role: 'student' } & LegacyStudent;

/**
 * POST /api/login and the admin's second step. An intern gets `user` at once; an admin gets `next`
 * (the authenticator's code, or its set-up), and `user` only after the code.
 */
export interface LoginAnswer {
  success: true;
  message: string;
  user?: LoginUser | SessionUser;
  next?: 'totp' | 'totp-enrolment';
  /** After signing in with a recovery code: how many are left. */
  recoveryCodesLeft?: number;
}

/** PUT /api/me/language: the signed-in intern's language (docs/I18N.md). */
export const languageSchema = z.object({ language: languageField }, { error: messages.languageUnknown });
export type LanguageInput = z.infer<typeof languageSchema>;
/** What PUT /api/me/language answers: the language now on the account. */
export interface LanguageAnswer {
  language: Locale;
}
