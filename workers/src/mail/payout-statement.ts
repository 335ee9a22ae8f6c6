import { Payout } from 'backend/entities/index';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';

/** A payout marked paid: the referrer's statement, with the UTR. */
export default defineMail({
  handler: 'mail-payout-statement',
  async data(em, payload) {
    const id = idOf(payload, 'payoutId');
    const payout = await em.findOne(Payout, { id }, { populate: ['referrer'], refresh: true });
    if (!payout) throw new PermanentError(`Payout ${id} no longer exists.`);
    if (payout.status !== 'paid' || !payout.utr) throw new PermanentError('This payout is not marked paid.');
    const r = payout.referrer;
    return {
      envelope: { to: r.email },
      facts: { name: r.name, period: payout.period, referrals: payout.referralCount, amount: payout.amount, utr: payout.utr, upiId: r.upiId },
    };
  },
  template: (brand, p: { name: string; period: string; referrals: number; amount: number; utr: string; upiId: string }) =>
    compose(brand, `Referral payout for ${p.period}: ₹${p.amount}`, [
      hello(p.name),
      'Thank you for referring your friends. Your referral payout has been sent:',
      facts([
        ['Period', p.period],
        ['Validated referrals', String(p.referrals)],
        ['Amount', `₹${p.amount} (${p.referrals} x ${REFERRAL_REWARD_RUPEES})`],
        ['Paid to', p.upiId],
        ['UPI reference (UTR)', p.utr],
      ]),
      'If anything looks wrong, reply to this mail and we will sort it out.',
      signOff(brand, 'Warm regards,'),
    ]),
});
