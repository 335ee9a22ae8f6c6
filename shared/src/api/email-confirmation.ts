import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { linkToken } from './fields.ts';
import { messages } from '../messages.ts';

/**
 * POST /api/email-confirmation: the token from the link that proves an intern's e-mail, posted in
 * that intern's own session. A token that is not a whole one (a link cut short) is answered like a
 * spent one.
 */
export const emailConfirmationSchema = z.object(
  { token: linkToken(messages.emailLinkInvalid) },
  { error: messages.emailLinkInvalid },
);
export type EmailConfirmationInput = z.input<typeof emailConfirmationSchema>;

/** POST /api/email-confirmation/not-me: the token of the same mail's "This wasn't me" link (no session). */
export const emailDisownSchema = z.object(
  { token: linkToken(messages.disownLinkInvalid) },
  { error: messages.disownLinkInvalid },
);
export type EmailDisownInput = z.input<typeof emailDisownSchema>;

/** The answer of both calls (the link used; 'Send the link again'): a message to show. */
export interface EmailConfirmationAnswer extends MessageAnswer {
  success: true;
}
