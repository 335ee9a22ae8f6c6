import { issueMembershipUnlink } from 'backend/commands/issue-membership-links';
import { REFERRER_UNLINK_TTL_DAYS } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { aboutInternAccount, toMemberAbout, type InternAccount } from './intern-account.ts';

/**
 * To a refer-and-earn member: their membership is now linked to an intern account (they confirmed a
 * request, or a join made while signed in as it), named, with a one-time link that removes the link.
 * `removeLink` is null when the link was removed before this mail was made (that removal's mail follows).
 */
export default defineMail({
  handler: 'mail-membership-linked',
  async data(em, payload) {
    const referrerId = idOf(payload, 'referrerId');
    const issued = await issueMembershipUnlink(em, referrerId, idOf(payload, 'studentId'));
    if (!issued) throw new PermanentError(`Referrer ${referrerId} or the intern account is gone; no link to tell of.`);
    const removeLink = issued.token ? `${brand().publicUrl}/referal/unlink#token=${issued.token}` : null;
    return toMemberAbout(issued.member, issued.intern, { removeLink, validDays: REFERRER_UNLINK_TTL_DAYS });
  },
  template: (brand, r: { name: string; intern: InternAccount; removeLink: string | null; validDays: number }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'membershipLinked.subject',
        message: 'Your Refer & Earn membership is linked to an intern account',
      }),
      [
        ...aboutInternAccount(
          i18n,
          r.name,
          i18n._({
            id: 'membershipLinked.linked',
            message: 'Your Refer & Earn membership is now linked to this intern account:',
          }),
          r.intern,
        ),
        i18n._({
          id: 'membershipLinked.means',
          message:
            'That account sees your referral code, UPI id, referrals and payouts, and an erasure of that account erases your membership too.',
        }),
        ...(r.removeLink
          ? [
              i18n._({
                id: 'membershipLinked.ifNot',
                message: 'If this is not your account, or you no longer want the link, remove it:',
              }),
              button(r.removeLink, i18n._({ id: 'membershipLinked.remove', message: 'Remove the link' })),
              i18n._({
                id: 'membershipLinked.validFor',
                message:
                  'This button works once, for {days} days. After that, the intern can remove the link from their dashboard, or write to us at {email}.',
                values: { days: r.validDays, email: brand.companyEmail },
              }),
            ]
          : [
              i18n._({
                id: 'membershipLinked.removedSince',
                message: 'The link has been removed since; we have written to you about that too.',
              }),
            ]),
        signOff(i18n, brand),
      ],
    ),
});
