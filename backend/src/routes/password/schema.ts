import { z } from 'zod';
import { hasControlChars, newPassword } from '../../lib/fields.ts';
import { messages } from 'shared/messages';

const CURRENT_MISSING = 'Please enter your current password.';

/** The change-password form: current password, new password, the new one again. */
export const changePasswordSchema = z
  .object(
    {
      currentPassword: z
        .string({ error: CURRENT_MISSING })
        .min(1, CURRENT_MISSING)
        .max(1024, 'Your current password is not right.')
        .refine((s) => !hasControlChars(s), 'Your current password is not right.'),
      newPassword: newPassword(),
      confirmPassword: z.string({ error: 'Please confirm the new password.' }).max(128, messages.passwordConfirmationMismatch),
    },
    { error: 'Please fill in every field of the form.' },
  )
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: messages.passwordConfirmationMismatch, path: ['confirmPassword'] });
  });
