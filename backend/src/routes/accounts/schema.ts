import { z } from 'zod';
import { hasControlChars } from '../../lib/fields.ts';
import { messages } from 'shared/messages';

export const ENTER_CODE = 'Enter the 6-digit code from your authenticator app.';
export const ENROL_TOTP = 'Admins sign in with a second step: set up an authenticator app now.';
const MISSING = 'Please enter your e-mail and password.';

/**
 * The login form. The e-mail is not checked for format here: a malformed address is simply an
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
