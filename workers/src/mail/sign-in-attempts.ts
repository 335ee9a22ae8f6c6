import { Admin } from 'backend/entities/index';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { student } from './rows.ts';

/**
 * Many failed sign-ins to an account: sent once a day at most, to the account's own address,
 * read from its row (the event holds ids and a count only). It names no address, device or password
 * tried (what the attempts came from is the attacker's, and could be made up), only how many failed
 * and what to do. The account is not locked, so the mail says so: the owner keeps signing in as usual.
 * Staff read it in English; an intern in their own language.
 */
export default defineMail({
  handler: 'mail-sign-in-attempts',
  async data(em, payload) {
    const id = idOf(payload, 'accountId');
    const failures = idOf(payload, 'failures');
    const base = brand().publicUrl;
    if (payload.accountKind === 'admin') {
      const a = await em.findOne(Admin, { id }, { refresh: true });
      if (!a || a.disabledAt) throw new PermanentError(`Staff account ${id} no longer signs in.`);
      return {
        envelope: { to: a.email },
        facts: { name: a.name, failures, staff: true, passwordUrl: `${base}/admin/password`, resetUrl: null },
      };
    }
    const s = await student(em, { studentId: id });
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: s.language,
      facts: {
        name: s.name,
        failures,
        staff: false,
        passwordUrl: `${base}/password`,
        resetUrl: `${base}/forgot-password`,
      },
    };
  },
  template: (
    brand,
    r: { name: string; failures: number; staff: boolean; passwordUrl: string; resetUrl: string | null },
    i18n,
  ) =>
    compose(
      i18n,
      brand,
      i18n._({ id: 'signInAttempts.subject', message: 'Someone is trying to sign in to your account' }),
      [
        hello(i18n, r.name),
        r.staff
          ? `In the last hour, ${r.failures} attempts to sign in to your ${brand.company} admin account with this e-mail address used a wrong password.`
          : i18n._({
              id: 'signInAttempts.failures',
              message:
                'In the last hour, {failures} attempts to sign in to your intern account with this e-mail address used a wrong password.',
              values: { failures: r.failures },
            }),
        i18n._({
          id: 'signInAttempts.notLocked',
          message:
            'Your account is not locked: you can sign in with your password as usual. The attempts are slowed down wherever they come from.',
        }),
        i18n._({ id: 'signInAttempts.ifYou', message: 'If it was you, there is nothing to do.' }),
        r.staff
          ? 'If it was not you, someone may be guessing your password. Your authenticator code is still needed to sign in, but choose a new, long password that you use nowhere else:'
          : i18n._({
              id: 'signInAttempts.notYou',
              message:
                'If it was not you, someone may be guessing your password. Sign in and choose a new, long password that you use nowhere else:',
            }),
        button(r.passwordUrl, i18n._({ id: 'signInAttempts.change', message: 'Change my password' })),
        ...(r.resetUrl
          ? [
              i18n._({
                id: 'signInAttempts.forgot',
                message:
                  "If you do not remember your password, set a new one with 'Forgot password?' on the login page: {resetUrl}",
                values: { resetUrl: r.resetUrl },
              }),
            ]
          : []),
        i18n._({
          id: 'signInAttempts.knows',
          message: 'If you think someone knows your password, write to us at {email}.',
          values: { email: brand.companyEmail },
        }),
        signOff(i18n, brand),
      ],
    ),
});
