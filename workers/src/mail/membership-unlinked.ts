import { Referrer, Student } from 'backend/entities/index';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { compose, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { internAccount, internAccountFacts, type InternAccount } from './intern-account.ts';

/** To a refer-and-earn member: the link between their membership and an intern account was removed, by whom. */
export default defineMail({
  handler: 'mail-membership-unlinked',
  async data(em, payload) {
    const referrerId = idOf(payload, 'referrerId');
    const member = await em.findOne(Referrer, { id: referrerId }, { refresh: true });
    if (!member || member.erasedAt) throw new PermanentError(`Referrer ${referrerId} is gone; nobody to tell.`);
    const intern = await em.findOne(Student, { id: idOf(payload, 'studentId') }, { refresh: true });
    const byIntern = (payload as { by?: unknown }).by === 'intern';
    return {
      envelope: { to: member.email },
      locale: member.language,
      facts: { name: member.name, intern: intern ? internAccount(intern) : null, byIntern },
    };
  },
  template: (brand, r: { name: string; intern: InternAccount | null; byIntern: boolean }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'membershipUnlinked.subject',
        message: 'Your Refer & Earn membership is no longer linked to an intern account',
      }),
      [
        hello(i18n, r.name),
        r.byIntern
          ? i18n._({
              id: 'membershipUnlinked.byIntern',
              message: 'The intern removed the link between your Refer & Earn membership and their intern account:',
            })
          : i18n._({
              id: 'membershipUnlinked.byYou',
              message: 'You removed the link between your Refer & Earn membership and this intern account:',
            }),
        ...(r.intern ? [internAccountFacts(i18n, r.intern)] : []),
        i18n._({
          id: 'membershipUnlinked.means',
          message:
            'That account no longer sees your referral code, UPI id, referrals or payouts. Your membership, your code and your referrals are unchanged.',
        }),
        signOff(i18n, brand),
      ],
    ),
});
