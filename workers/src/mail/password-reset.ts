import { issuePasswordReset } from 'backend/commands/issue-password-reset';
import { PASSWORD_RESET_TTL_MINUTES } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { studentLanguage } from './rows.ts';

/**
 * The first mail of 'Forgot password?' (or an admin's send). The link's token rides in the URL
 * fragment, which browsers never send to a server, so no access log, proxy or Referer sees it.
 */
export default defineMail({
  handler: 'mail-password-reset',
  async data(em, payload) {
    const id = idOf(payload, 'studentId');
    // A fresh token per build (see issuePasswordReset): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issuePasswordReset(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Student ${id} no longer exists.`);
    const { student: s } = issued;
    const link = `${brand().publicUrl}/reset-password#token=${issued.token}`;
    const byAdmin = typeof payload.adminId === 'number';
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: await studentLanguage(em, s.id),
      facts: { name: s.name, link, validMinutes: PASSWORD_RESET_TTL_MINUTES, byAdmin },
    };
  },
  template: (brand, r: { name: string; link: string; validMinutes: number; byAdmin: boolean }, i18n) =>
    compose(i18n, brand, i18n._({ id: 'passwordReset.subject', message: 'Set a new password for your account' }), [
      hello(i18n, r.name),
      r.byAdmin
        ? i18n._({
            id: 'passwordReset.byAdmin',
            message: 'Our team has sent you a link to set a new password for your intern account.',
          })
        : i18n._({
            id: 'passwordReset.asked',
            message: 'Someone asked to set a new password for the intern account with this e-mail address.',
          }),
      button(r.link, i18n._({ id: 'passwordReset.button', message: 'Set a new password' })),
      i18n._({
        id: 'passwordReset.validFor',
        message:
          'The link works once, for {minutes} minutes. Setting a new password signs your account out on every device.',
        values: { minutes: r.validMinutes },
      }),
      i18n._({
        id: 'passwordReset.ignore',
        message: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      }),
      i18n._({
        id: 'passwordReset.expired',
        message: 'If the link has expired, ask for a new one on the login page, or write to us at {email}.',
        values: { email: brand.companyEmail },
      }),
      signOff(i18n, brand),
    ]),
});
