import { issueAdminInvite } from 'backend/commands/issue-admin-invite';
import { INVITE_TTL_HOURS, type StaffRole } from 'shared/api/admin-accounts';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';

/** The role as the invitation names it. */
const AS_ROLE: Record<StaffRole, string> = { admin: 'an admin', operator: 'an operator', editor: 'an editor' };

/**
 * An invitation to a staff account: the link that sets the password (one use, `validHours`), then the
 * authenticator at the first sign-in. The subject holds nothing anyone typed.
 */
export default defineMail({
  handler: 'mail-admin-invite',
  async data(em, payload) {
    const id = idOf(payload, 'adminId');
    // The token is made here, by the job that mails it (commands/issue-admin-invite.ts): never in the
    // event, the job's data in Redis or a log. sendOnce builds only when this job has not sent yet.
    const issued = await issueAdminInvite(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Staff account ${id} no longer exists.`);
    if (issued.status === 'not-invited')
      throw new PermanentError(`Staff account ${id} is not waiting for an invitation (active or disabled).`);
    const { admin: a } = issued;
    // In the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/invite#token=${issued.token}`;
    return {
      envelope: { to: a.email },
      facts: { name: a.name, role: a.role, inviter: issued.inviter, link, validHours: INVITE_TTL_HOURS },
    };
  },
  // Staff read English (the admin panel is English only).
  template(
    brand,
    a: { name: string; role: StaffRole; inviter: string | null; link: string; validHours: number },
    i18n,
  ) {
    const who = a.inviter ? `${a.inviter} has invited you` : 'You have been invited';
    return compose(i18n, brand, `Your invitation to the ${brand.company} admin panel`, [
      hello(i18n, a.name),
      `${who} to the ${brand.company} admin panel as ${AS_ROLE[a.role]}.`,
      'Set your password:',
      button(a.link, 'Set my password'),
      `The link works once, for ${a.validHours} hours. After setting your password, log in: you will set up an authenticator app for the second sign-in step.`,
      'If you did not expect this, ignore this mail: nothing happens until the link is used.',
      signOff(i18n, brand),
    ]);
  },
});
