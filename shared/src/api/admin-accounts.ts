import { z } from 'zod';
import type { MessageAnswer } from './envelope.ts';
import { emailField, linkToken, numericId, requiredText, withNewPassword } from './fields.ts';
import { messages } from '../messages.ts';

/**
 * Staff accounts (the admins table): an admin does everything; an operator sees queues, failed jobs,
 * mail and payouts and may retry and resend; an editor edits the catalogue and the question banks
 * and sees no intern's personal data (docs/SECURITY.md, V8; who may do what: backend/src/policies/).
 */
export const staffRoles = ['admin', 'operator', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const UNKNOWN_ACCOUNT = 'No account has this id.';
/** How long an invitation link works. */
export const INVITE_TTL_HOURS = 72;

/** POST /api/admin/accounts/invite */
export const inviteBody = z.object(
  {
    email: emailField(messages.invalidEmail, { missing: 'Please enter the e-mail address.' }),
    name: requiredText('the name', 100),
    role: z.enum(staffRoles, { error: messages.invalidRole }),
  },
  { error: messages.formIncomplete },
);
export type InviteInput = z.input<typeof inviteBody>;

/** POST /api/admin/accounts/:id/disable, .../enable */
export const accountParams = z.object({ id: numericId(UNKNOWN_ACCOUNT) });

/** POST /api/admin-invites/accept: the token from the link (a link cut short is an expired one), the new password and its confirmation. */
export const acceptInviteBody = withNewPassword({ token: linkToken(messages.linkExpired) });
export type AcceptInviteInput = z.input<typeof acceptInviteBody>;

export type AccountState = 'invited' | 'active' | 'disabled';

/** One staff account as the Accounts screen lists it. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  state: AccountState;
  lastLoginAt: string | null;
  createdAt: string;
  /** The account of the admin looking at the list (it cannot disable itself). */
  self: boolean;
}
/** GET /api/admin/accounts */
export interface StaffAccounts {
  accounts: StaffAccount[];
}
/** POST invite, disable, enable */
export interface AccountChanged extends MessageAnswer {
  success: true;
  account: StaffAccount;
  /** invite: the mail job to poll. */
  jobs?: string[];
}
/** POST /api/admin-invites/accept */
export interface InviteAccepted extends MessageAnswer {
  success: true;
}
