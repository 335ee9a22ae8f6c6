import { Link } from 'react-router';
import { joinReferral } from '../api/endpoints.ts';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
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
  const referral = useReferralForm({ join: (fields) => joinReferral({ ...fields, source: 'home' }), clearOnSuccess: true });

  const close = () => {
    onClose();
    referral.clearMessage();
  };

  return (
    <Modal open={open} onClose={close} title="Refer & Earn" className="referral-modal">
      <p className="modal__lead">
        Share your code with friends. You earn <strong>₹{REFERRAL_REWARD_RUPEES}</strong> for every friend who enrols and is validated, paid on the 10th of each
        month to your UPI id.
      </p>
      <ReferralCodeBox code={null} placeholder={placeholderCode()} />
      <ReferralForm state={referral} />
      <p className="modal__foot">
        Already registered?{' '}
        <Link to="/referal" onClick={close}>
          Referal Dashboard
        </Link>
      </p>
    </Modal>
  );
}
