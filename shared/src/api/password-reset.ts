import { z } from 'zod';
import type { JobsAnswer, MessageAnswer } from './envelope.ts';
import { emailField, linkToken, withNewPassword } from './fields.ts';
import { messages } from '../messages.ts';

/** POST /api/password-reset: 'Forgot password?'. The answer is the same whoever the e-mail belongs to. */
export const passwordResetRequestSchema = z.object({ email: emailField() }, { error: messages.invalidEmail });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/**
 * POST /api/password-reset/confirm: the token from the link, the new password and its confirmation.
 * A token that is not a whole one is answered like an unknown one: the link has expired.
 */
export const passwordResetConfirmSchema = withNewPassword({ token: linkToken(messages.linkExpired) });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** The answer of all three reset calls (request, confirm, an admin's send): a message to show. */
export interface PasswordResetAnswer extends MessageAnswer {
  success: true;
}

/** POST /api/admin/students/:id/password-reset: the link's mail job, to poll. */
export interface PasswordResetSent extends JobsAnswer {
  success: true;
}
