import { z } from 'zod';
import type { SessionUser } from './accounts.ts';
import { hasControlChars } from './fields.ts';

const ENTER_CODE = 'Please enter the code.';
const NOT_A_CODE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

/** A 6-digit authenticator code or a recovery code ('xxxxx-xxxxx'); spaces are allowed when typed. */
export const codeSchema = z.object(
  {
    code: z
      .string({ error: ENTER_CODE })
      .max(40, NOT_A_CODE)
      .refine((s) => !hasControlChars(s), NOT_A_CODE)
      .transform((s) => s.trim())
      .pipe(z.string().min(1, ENTER_CODE)),
  },
  { error: ENTER_CODE },
);

/** POST /api/login/totp-enrolment: the secret of a new authenticator, shown during its set-up only. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  account: string;
  issuer: string;
}

/** POST /api/login/totp-enrolment/confirm */
export interface TotpEnrolled {
  success: true;
  message: string;
  user: SessionUser;
  /** Shown once: the server keeps only their hashes. */
  recoveryCodes: string[];
}
