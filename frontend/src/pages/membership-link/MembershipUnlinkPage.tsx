import { Trans, useLingui } from '@lingui/react/macro';
import { removeMembershipLinkByToken } from '../../api/endpoints.ts';
import { MailedMembershipAction } from './MailedMembershipAction.tsx';

/** /referal/unlink#token=...: the member removes the link between their membership and the intern account named in the mail. */
export default function MembershipUnlinkPage() {
  const { t } = useLingui();
  return (
    <MailedMembershipAction
      title={t`Remove the link`}
      question={
        <Trans>
          Remove the link between your Refer &amp; Earn membership and the intern account named in the e-mail?
        </Trans>
      }
      explanation={
        <Trans>
          That account will no longer see your referral code, UPI id, referrals or payouts. Your membership, code and
          referrals stay as they are.
        </Trans>
      }
      button={<Trans>Remove the link</Trans>}
      pending={<Trans>Removing...</Trans>}
      act={removeMembershipLinkByToken}
    />
  );
}
