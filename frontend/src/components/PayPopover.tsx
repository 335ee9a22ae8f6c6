import { useEffect, useId, useRef } from 'react';
import { PRICE } from '../content/courses.ts';
import { Icon } from './Icon.tsx';
import './PayPopover.css';

/**
 * The registration page's 'visit popover': how to pay and what happens next. Non-modal (it never
 * takes focus from someone already typing); Escape or 'Got it' closes it.
 */
export function PayPopover({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div ref={ref} className="popover" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className="popover__head">
        <h2 id={titleId} className="popover__title">
          How to pay and enrol
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close how to pay">
          <Icon name="close" />
        </button>
      </div>
      <ol className="popover__steps">
        <li>
          Scan the QR code, or pay <strong>₹{PRICE}</strong> to our UPI id from any UPI app.
        </li>
        <li>Take a screenshot of the payment confirmation.</li>
        <li>Upload the screenshot below and note the UPI transaction reference (UTR), if your app shows one.</li>
        <li>Fill in the form and press Submit.</li>
      </ol>
      <p className="popover__next">
        <strong>What happens next:</strong> we verify your payment within 2 to 4 hours and send you a confirmation mail. Then log in to see your dashboard.
      </p>
      <button type="button" className="button button--small" onClick={onClose}>
        Got it
      </button>
    </div>
  );
}
