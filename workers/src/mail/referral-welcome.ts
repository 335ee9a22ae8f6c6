import { Referrer } from 'backend/entities/index';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, emphasis, esc, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';

/** The confirmed referrer's code, and how rewards are earned and paid. */
export default defineMail({
  handler: 'mail-referral-welcome',
  async data(em, payload) {
    const id = idOf(payload, 'referrerId');
    const r = await em.findOne(Referrer, { id }, { refresh: true });
    if (!r) throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (!r.confirmedAt || !r.code)
      throw new PermanentError(`Referrer ${id} has not confirmed their e-mail; there is no code to send.`);
    return { envelope: { to: r.email }, locale: r.language, facts: { name: r.name, code: r.code, upiId: r.upiId } };
  },
  template(brand, r: { name: string; code: string; upiId: string }, i18n) {
    const how = i18n._({
      id: 'referralWelcome.how',
      message:
        'Share your code with friends who want to join an internship. For every friend who registers with your code and whose enrolment we confirm, you earn {reward} rupees. We pay on the 10th of each month to your UPI id ',
      values: { reward: REFERRAL_REWARD_RUPEES },
    });
    return compose(
      i18n,
      brand,
      i18n._({ id: 'referralWelcome.subject', message: 'Your referral code: {code}', values: { code: r.code } }),
      [
        hello(i18n, r.name),
        i18n._({
          id: 'referralWelcome.welcome',
          message: 'Welcome to our Refer & Earn programme! Your referral code is:',
        }),
        {
          html: `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:0 0 14px">${esc(r.code)}</p>`,
          text: r.code,
        },
        emphasis(how, r.upiId, i18n._({ id: 'referralWelcome.howAfter', message: '.' })),
        i18n._({
          id: 'referralWelcome.check',
          message: 'You can check your referrals at any time with your e-mail and phone number.',
        }),
        button(
          `${brand.publicUrl}/referal`,
          i18n._({ id: 'referralWelcome.open', message: 'Open the referral dashboard' }),
        ),
        signOff(i18n, brand, i18n._({ id: 'referralWelcome.thanks', message: 'Thank you for spreading the word!' })),
      ],
    );
  },
});
