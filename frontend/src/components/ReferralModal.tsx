import { useState } from 'react';
import { Link } from 'react-router-dom';
import { joinReferral } from '../api/endpoints.ts';
import { REFERRAL_REWARD } from '../content/courses.ts';
import { Modal } from './Modal.tsx';
import { ReferralCodeBox, ReferralForm, useReferralForm } from './ReferralForm.tsx';

/** A code-shaped placeholder ('REF' + 6) shown until the server issues the real code. */
export function placeholderCode(): string {
  return 'REF••••••';
}

/**
 * The home page's Refer & Earn form. POST /api/referrers (source 'home'); the server issues the code,
 * which is shown after 'Registered successfully!' with a Copy button, and the form is emptied.
 */
export function ReferralModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState<string | null>(null);
  const referral = useReferralForm({ join: (fields) => joinReferral({ ...fields, source: 'home' }), onJoined: setCode, clearOnSuccess: true });

  const close = () => {
    onClose();
    referral.clearMessage();
    setCode(null);
  };

  return (
    <Modal open={open} onClose={close} title="Refer & Earn" className="referral-modal">
      <p className="modal__lead">
        Share your code with friends. You earn <strong>₹{REFERRAL_REWARD}</strong> for every friend who enrols and is validated, paid on the 10th of each
        month to your UPI id.
      </p>
      <ReferralCodeBox code={code} placeholder={placeholderCode()} />
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
