import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from './CopyButton.tsx';
import './PaymentReference.css';

/** The payment reference beside the QR code and the link: the code, Copy, and why it matters. */
export function PaymentReference({ reference }: { reference: string | undefined }) {
  const { t } = useLingui();
  return (
    <div className="pay-ref" aria-live="polite">
      <span className="pay-ref__label" id="pay-ref-label">
        <Trans>Your payment reference</Trans>
      </span>
      {reference ? (
        <>
          <output className="pay-ref__code" aria-labelledby="pay-ref-label" data-testid="payment-reference">
            {reference}
          </output>
          <CopyButton
            text={reference}
            label={t`Copy payment reference`}
            messages={{
              copied: t`Payment reference copied!`,
              failed: t`Copy failed. Please try manually.`,
              unsupported: t`Copy not supported on this device.`,
            }}
          />
          <p className="pay-ref__hint">
            <Trans>Keep it in the note (remark) of your UPI payment: it tells us the payment is yours.</Trans>
          </p>
        </>
      ) : (
        <span className="pay-ref__code pay-ref__code--loading">
          <Trans>Getting your reference…</Trans>
        </span>
      )}
    </div>
  );
}
