import { Payout } from 'backend/entities/index';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { formattersFor } from 'shared/format';
import type { Locale } from 'shared/locales';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';

/** Rupees as this mail always wrote them in English ('₹1497'); in Tamil with Indian grouping ('₹1,497'). */
const rupees = (locale: Locale, amount: number) =>
  locale === 'en' ? `₹${amount}` : formattersFor(locale).rupees(amount);

/** A payout marked paid: the referrer's statement, with the UTR. */
export default defineMail({
  handler: 'mail-payout-statement',
  async data(em, payload) {
    const id = idOf(payload, 'payoutId');
    const payout = await em.findOne(Payout, { id }, { populate: ['referrer'], refresh: true });
    if (!payout) throw new PermanentError(`Payout ${id} no longer exists.`);
    if (payout.status !== 'paid' || !payout.utr) throw new PermanentError('This payout is not marked paid.');
    const r = payout.referrer;
    const locale = r.language;
    return {
      envelope: { to: r.email },
      locale,
      facts: {
        name: r.name,
        period: locale === 'en' ? payout.period : formattersFor(locale).month(payout.period),
        referrals: payout.referralCount,
        amount: rupees(locale, payout.amount),
        reward: locale === 'en' ? String(REFERRAL_REWARD_RUPEES) : formattersFor(locale).number(REFERRAL_REWARD_RUPEES),
        utr: payout.utr,
        upiId: r.upiId,
      },
    };
  },
  template: (
    brand,
    p: { name: string; period: string; referrals: number; amount: string; reward: string; utr: string; upiId: string },
    i18n,
  ) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'payout.subject',
        message: 'Referral payout for {period}: {amount}',
        values: { period: p.period, amount: p.amount },
      }),
      [
        hello(i18n, p.name),
        i18n._({
          id: 'payout.sent',
          message: 'Thank you for referring your friends. Your referral payout has been sent:',
        }),
        facts([
          [i18n._({ id: 'mail.periodLabel', message: 'Period' }), p.period],
          [i18n._({ id: 'payout.referrals', message: 'Validated referrals' }), String(p.referrals)],
          [
            i18n._({ id: 'payout.amount', message: 'Amount' }),
            i18n._({
              id: 'payout.amountWorking',
              message: '{amount} ({referrals} x {reward})',
              values: { amount: p.amount, referrals: p.referrals, reward: p.reward },
            }),
          ],
          [i18n._({ id: 'payout.paidTo', message: 'Paid to' }), p.upiId],
          [i18n._({ id: 'payout.utr', message: 'UPI reference (UTR)' }), p.utr],
        ]),
        i18n._({ id: 'payout.wrong', message: 'If anything looks wrong, reply to this mail and we will sort it out.' }),
        signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
      ],
    ),
});
