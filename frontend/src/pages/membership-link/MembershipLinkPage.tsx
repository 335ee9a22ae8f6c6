import { Trans, useLingui } from '@lingui/react/macro';
import { confirmMembershipLink } from '../../api/endpoints.ts';
import { MailedMembershipAction } from './MailedMembershipAction.tsx';

/** /referal/link#token=...: the member links their membership to the intern account that asked (named in the mail). */
export default function MembershipLinkPage() {
  const { t } = useLingui();
  return (
    <MailedMembershipAction
      title={t`Link your membership`}
      question={<Trans>Link your Refer &amp; Earn membership to the intern account named in the e-mail?</Trans>}
      explanation={
        <Trans>
          Press the button only if that intern account is yours: it will see your referral code, UPI id, referrals and
          payouts, and its erasure erases your membership too. Not yours? Close this page: nothing is linked.
        </Trans>
      }
      button={<Trans>Link my membership</Trans>}
      pending={<Trans>Linking...</Trans>}
      act={confirmMembershipLink}
    />
  );
}
