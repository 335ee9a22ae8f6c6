import { z } from 'zod';
import type { JobsAnswer, MessageAnswer } from './envelope.ts';
import { emailField, newPassword } from './fields.ts';
import { messages } from '../messages.ts';

/** POST /api/password-reset: 'Forgot password?'. The answer is the same whoever the e-mail belongs to. */
export const passwordResetRequestSchema = z.object({ email: emailField() }, { error: messages.invalidEmail });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** A reset link's token: 32 random bytes, base64url (43 characters). */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/password-reset/confirm: the token from the link, the new password and its confirmation.
 * A token that is not a whole one is answered like an unknown one: the link has expired.
 */
export const passwordResetConfirmSchema = z
  .object(
    {
      token: z.string({ error: messages.passwordResetLinkExpired }).trim().regex(RESET_TOKEN, messages.passwordResetLinkExpired),
      newPassword: newPassword(),
      confirmPassword: z.string({ error: 'Please confirm the new password.' }).max(128, messages.passwordConfirmationMismatch),
    },
    { error: 'Please fill in every field of the form.' },
  )
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: messages.passwordConfirmationMismatch, path: ['confirmPassword'] });
  });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** The answer of all three reset calls (request, confirm, an admin's send): a message to show. */
export interface PasswordResetAnswer extends MessageAnswer {
  success: true;
}

/** POST /api/admin/students/:id/password-reset: the link's mail job, to poll. */
export interface PasswordResetSent extends JobsAnswer {
  success: true;
}
