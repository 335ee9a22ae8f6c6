import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useFormat } from '../i18n/useFormat.ts';
import { Icon } from './Icon.tsx';
import './PayPopover.css';

/**
 * The registration page's 'visit popover': how to pay (the chosen course's fee) and what happens next. Non-modal (it never
 * takes focus from someone already typing); Escape or 'Got it' closes it.
 */
export function PayPopover({
  open,
  onClose,
  amount,
}: {
  open: boolean;
  onClose: () => void;
  /** The fee to pay (the chosen course's, else the lowest), in rupees; unknown until the catalogue is. */
  amount: number | undefined;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const price = amount === undefined ? undefined : format.rupees(amount);
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
          <Trans>How to pay and enrol</Trans>
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close how to pay`}>
          <Icon name="close" />
        </button>
      </div>
      <ol className="popover__steps">
        <li>
          {price ? (
            <Trans>
              Scan the QR code, or pay <strong>{price}</strong> to our UPI id from any UPI app.
            </Trans>
          ) : (
            <Trans>Scan the QR code, or pay to our UPI id from any UPI app.</Trans>
          )}
        </li>
        <li>
          <Trans>Take a screenshot of the payment confirmation.</Trans>
        </li>
        <li>
          <Trans>
            Upload the screenshot below and note the UPI transaction reference (UTR), if your app shows one.
          </Trans>
        </li>
        <li>
          <Trans>Fill in the form and press Submit.</Trans>
        </li>
      </ol>
      <p className="popover__next">
        <Trans>
          <strong>What happens next:</strong> we verify your payment within 2 to 4 hours and send you a confirmation
          mail. Then log in to see your dashboard.
        </Trans>
      </p>
      <button type="button" className="button button--small" onClick={onClose}>
        <Trans>Got it</Trans>
      </button>
    </div>
  );
}
