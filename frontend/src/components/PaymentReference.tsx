import { CopyButton } from './CopyButton.tsx';
import './PaymentReference.css';

/** The payment reference beside the QR code and the link: the code, Copy, and why it matters. */
export function PaymentReference({ reference }: { reference: string | undefined }) {
  return (
    <div className="pay-ref" aria-live="polite">
      <span className="pay-ref__label" id="pay-ref-label">
        Your payment reference
      </span>
      {reference ? (
        <>
          <output className="pay-ref__code" aria-labelledby="pay-ref-label" data-testid="payment-reference">
            {reference}
          </output>
          <CopyButton
            text={reference}
            label="Copy payment reference"
            messages={{ copied: 'Payment reference copied!', failed: 'Copy failed. Please try manually.', unsupported: 'Copy not supported on this device.' }}
          />
          <p className="pay-ref__hint">Keep it in the note (remark) of your UPI payment: it tells us the payment is yours.</p>
        </>
      ) : (
        <span className="pay-ref__code pay-ref__code--loading">Getting your reference…</span>
      )}
    </div>
  );
}
