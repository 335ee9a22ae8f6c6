import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { hasControlChars, newPassword } from './fields.ts';
import { messages } from '../messages.ts';

const CURRENT_MISSING = 'Please enter your current password.';

/** POST /api/account/password: current password, new password, the new one again. */
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
export type PasswordChangeInput = z.input<typeof changePasswordSchema>;

export interface PasswordChanged extends MessageAnswer {
  success: true;
  /** The account's other sessions, ended by the change. */
  sessionsEnded: number;
}
