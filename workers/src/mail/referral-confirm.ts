import { CONFIRMATION_TTL_HOURS, issueReferrerConfirmation } from 'backend/commands/issue-referrer-confirmation';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, facts, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { internAccount, internAccountFacts, type InternAccount } from './intern-account.ts';
import { referrerLanguage } from './rows.ts';

/**
 * The one-time link that confirms a join. Anyone may have typed this e-mail, so the mail shows what
 * was typed (the owner can tell a stranger's join from their own) and says that ignoring it is safe;
 * the subject holds nothing a visitor typed. A join made while signed in as an intern links the
 * membership to that intern account once confirmed, so the mail names the account (name, intern id,
 * registered e-mail): the owner confirms the link knowingly, or leaves it unconfirmed.
 */
export default defineMail({
  handler: 'mail-referral-confirm',
  async data(em, payload) {
    const id = idOf(payload, 'referrerId');
    // A fresh token per build: sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueReferrerConfirmation(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (issued.status === 'confirmed')
      throw new PermanentError(`Referrer ${id} has confirmed their e-mail already; no link is needed.`);
    const { referrer: r } = issued;
    // The token rides in the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/referal/confirm#token=${issued.token}`;
    return {
      envelope: { to: r.email },
      locale: await referrerLanguage(em, r.id),
      facts: {
        name: r.name,
        phone: r.phone,
        upiId: r.upiId,
        link,
        validHours: CONFIRMATION_TTL_HOURS,
        intern: issued.intern ? internAccount(issued.intern) : null,
      },
    };
  },
  template: (
    brand,
    r: { name: string; phone: string; upiId: string; link: string; validHours: number; intern: InternAccount | null },
    i18n,
  ) =>
    compose(
      i18n,
      brand,
      i18n._({ id: 'referralConfirm.subject', message: 'Confirm your e-mail to join Refer & Earn' }),
      [
        i18n._({ id: 'mail.helloNoName', message: 'Hello,' }),
        i18n._({
          id: 'referralConfirm.someone',
          message: 'Someone asked to join our Refer & Earn programme with this e-mail address and these details:',
        }),
        facts([
          [i18n._({ id: 'referralConfirm.name', message: 'Name' }), r.name],
          [i18n._({ id: 'referralConfirm.phone', message: 'Phone' }), r.phone],
          [i18n._({ id: 'referralConfirm.upi', message: 'UPI id (where rewards are paid)' }), r.upiId],
        ]),
        ...(r.intern
          ? [
              i18n._({
                id: 'referralConfirm.internAccount',
                message:
                  'It was asked while signed in to this intern account. Confirming links your membership to it: that account then sees your referral code, UPI id, referrals and payouts.',
              }),
              internAccountFacts(i18n, r.intern),
            ]
          : []),
        i18n._({ id: 'referralConfirm.ifYou', message: 'If this was you, confirm your e-mail:' }),
        button(r.link, i18n._({ id: 'mail.confirmMyEmail', message: 'Confirm my e-mail' })),
        i18n._({
          id: 'referralConfirm.validFor',
          message: 'The link works once, for {hours} hours. Your referral code is issued when you confirm.',
          values: { hours: r.validHours },
        }),
        i18n._({
          id: 'referralConfirm.ignore',
          message:
            'If you did not ask to join, or these are not your details, ignore this mail: nothing counts, and nobody is paid, in your name until the link is used. You can join with your own details at any time.',
        }),
        signOff(i18n, brand),
      ],
    ),
});
