import { issueMembershipLink } from 'backend/commands/issue-membership-links';
import { REFERRER_LINK_TTL_HOURS } from 'shared/business';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, signOff } from './compose.ts';
import { brand, defineMail } from './define.ts';
import { aboutInternAccount, toMemberAbout, type InternAccount } from './intern-account.ts';

/**
 * To a refer-and-earn member: an intern account asks to be linked to their membership. The mail names
 * the account (name, intern id, the e-mail it was registered with), so the member can tell their own
 * from a stranger's, and only its button links them; ignoring it links nothing. Sent to the member's
 * own address; the subject holds nothing the asker typed.
 */
export default defineMail({
  handler: 'mail-membership-link-request',
  async data(em, payload) {
    const referrerId = idOf(payload, 'referrerId');
    // A fresh token per build (issueMembershipLink): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueMembershipLink(em, referrerId, idOf(payload, 'studentId'));
    if (issued.status === 'void') throw new PermanentError(issued.why);
    // In the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/referal/link#token=${issued.token}`;
    return toMemberAbout(issued.member, issued.intern, { link, validHours: REFERRER_LINK_TTL_HOURS });
  },
  template: (brand, r: { name: string; intern: InternAccount; link: string; validHours: number }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'membershipLinkRequest.subject',
        message: 'An intern account asks to link your Refer & Earn membership',
      }),
      [
        ...aboutInternAccount(
          i18n,
          r.name,
          i18n._({
            id: 'membershipLinkRequest.asked',
            message: 'Someone signed in to this intern account asked to link it to your Refer & Earn membership:',
          }),
          r.intern,
        ),
        i18n._({
          id: 'membershipLinkRequest.means',
          message:
            'Linked, that account sees your referral code, UPI id, referrals and payouts on its dashboard and in its data export, and an erasure of that account erases your membership too.',
        }),
        i18n._({ id: 'membershipLinkRequest.ifYours', message: 'If this is your own intern account, link it:' }),
        button(r.link, i18n._({ id: 'membershipLinkRequest.button', message: 'Link my membership' })),
        i18n._({
          id: 'membershipLinkRequest.validFor',
          message:
            'The link works once, for {hours} hours. We will tell you by e-mail when the link is made, and you can remove it at any time.',
          values: { hours: r.validHours },
        }),
        i18n._({
          id: 'membershipLinkRequest.ignore',
          message: 'If this is not your account, ignore this mail: nothing is linked unless you press the button.',
        }),
        signOff(i18n, brand),
      ],
    ),
});
