import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { joinReferral } from '../api/endpoints.ts';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { useFormat } from '../i18n/useFormat.ts';
import { Modal } from './Modal.tsx';
import { ReferralCodeBox, ReferralForm, useReferralForm } from './ReferralForm.tsx';

/** A code-shaped placeholder ('REF' + 6): the real code is issued once the e-mail is confirmed. */
function placeholderCode(): string {
  return 'REF••••••';
}

/**
 * The home page's Refer & Earn form. POST /api/referrers (source 'home'): 'Registered successfully!'
 * and the hint to open the mailed link, and the form is emptied. The code is issued when the e-mail
 * is confirmed (the link's page shows it, and a mail brings it), so the box keeps its placeholder.
 */
export function ReferralModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const reward = useFormat().rupees(REFERRAL_REWARD_RUPEES);
  const referral = useReferralForm({
    join: (fields) => joinReferral({ ...fields, source: 'home' }),
    clearOnSuccess: true,
  });

  const close = () => {
    onClose();
    referral.clearMessage();
  };

  return (
    <Modal open={open} onClose={close} title={t`Refer & Earn`} className="referral-modal">
      <p className="modal__lead">
        <Trans>
          Share your code with friends. You earn <strong>{reward}</strong> for every friend who enrols and is validated,
          paid on the 10th of each month to your UPI id.
        </Trans>
      </p>
      <ReferralCodeBox code={null} placeholder={placeholderCode()} />
      <ReferralForm state={referral} />
      <p className="modal__foot">
        <Trans>
          Already registered?{' '}
          <Link to="/referal" onClick={close}>
            Referal Dashboard
          </Link>
        </Trans>
      </p>
    </Modal>
  );
}
