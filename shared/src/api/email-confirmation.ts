import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { linkToken } from './fields.ts';
import { messages } from '../messages.ts';

/**
 * POST /api/email-confirmation: the token from the link that proves an intern's e-mail. A token that
 * is not a whole one (a link cut short) is answered like a spent one.
 */
export const emailConfirmationSchema = z.object({ token: linkToken(messages.emailLinkInvalid) }, { error: messages.emailLinkInvalid });
export type EmailConfirmationInput = z.input<typeof emailConfirmationSchema>;

/** The answer of both calls (the link used; 'Send the link again'): a message to show. */
export interface EmailConfirmationAnswer extends MessageAnswer {
  success: true;
}
