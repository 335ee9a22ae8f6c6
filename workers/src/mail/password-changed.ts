import { button, compose, hello, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { student } from './rows.ts';

/** The second mail of 'Forgot password?': the password was changed with a reset link. */
export default defineMail({
  handler: 'mail-password-changed',
  async data(em, payload) {
    const s = await student(em, payload);
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: s.language,
      facts: { name: s.name, loginUrl: `${brand().publicUrl}/login` },
    };
  },
  template: (brand, r: { name: string; loginUrl: string }, i18n) =>
    compose(i18n, brand, i18n._({ id: 'passwordChanged.subject', message: 'Your password was changed' }), [
      hello(i18n, r.name),
      i18n._({
        id: 'passwordChanged.changed',
        message:
          'The password of your intern account has just been changed with a reset link, and every device signed in to your account was signed out.',
      }),
      button(r.loginUrl, i18n._({ id: 'passwordChanged.logIn', message: 'Log in' })),
      i18n._({
        id: 'passwordChanged.notYou',
        message:
          'If you did not do this, write to us at once at {email}, then ask for a new link on the login page to set a password only you know.',
        values: { email: brand.companyEmail },
      }),
      signOff(i18n, brand),
    ]),
});
