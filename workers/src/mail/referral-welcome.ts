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
    if (!r.confirmedAt || !r.code) throw new PermanentError(`Referrer ${id} has not confirmed their e-mail; there is no code to send.`);
    return { envelope: { to: r.email }, facts: { name: r.name, code: r.code, upiId: r.upiId } };
  },
  template(brand, r: { name: string; code: string; upiId: string }) {
    const how = `Share your code with friends who want to join an internship. For every friend who registers with your code and whose enrolment we confirm, you earn ${REFERRAL_REWARD_RUPEES} rupees. We pay on the 10th of each month to your UPI id `;
    return compose(brand, `Your referral code: ${r.code}`, [
      hello(r.name),
      'Welcome to our Refer & Earn programme! Your referral code is:',
      { html: `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;margin:0 0 14px">${esc(r.code)}</p>`, text: r.code },
      emphasis(how, r.upiId, '.'),
      'You can check your referrals at any time with your e-mail and phone number.',
      button(`${brand.publicUrl}/referal`, 'Open the referral dashboard'),
      signOff(brand, 'Thank you for spreading the word!'),
    ]);
  },
});
