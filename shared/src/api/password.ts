import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { hasControlChars, withNewPassword } from './fields.ts';
import { messages } from '../messages.ts';

const CURRENT_MISSING = 'Please enter your current password.';

/** POST /api/account/password: current password, new password, the new one again. */
export const changePasswordSchema = withNewPassword({
  currentPassword: z
    .string({ error: CURRENT_MISSING })
    .min(1, CURRENT_MISSING)
    .max(1024, messages.wrongCurrentPassword)
    .refine((s) => !hasControlChars(s), messages.wrongCurrentPassword),
});
export type PasswordChangeInput = z.input<typeof changePasswordSchema>;

export interface PasswordChanged extends MessageAnswer {
  success: true;
  /** The account's other sessions, ended by the change. */
  sessionsEnded: number;
}
