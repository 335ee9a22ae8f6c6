import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { qrCodeDataUrl } from '../lib/qr-code.ts';
import { useFormat } from '../i18n/useFormat.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import { CopyButton } from './CopyButton.tsx';
import { PaymentReference } from './PaymentReference.tsx';
import './UpiPayment.css';

/** upi://pay link of the NPCI deep-link format, every value URL-encoded. */
export function upiUri({
  upiId,
  upiName,
  amount,
  note,
}: {
  upiId: string;
  upiName: string;
  amount: number;
  note: string;
}): string {
  const q = [
    `pa=${encodeURIComponent(upiId)}`,
    `pn=${encodeURIComponent(upiName)}`,
    `am=${amount}`,
    'cu=INR',
    `tn=${encodeURIComponent(note)}`,
  ];
  return `upi://pay?${q.join('&')}`;
}

/** The UPI note ('tn'): the payment reference first, so a note cut short by the bank still holds it. */
export const upiNote = (reference: string | undefined, what: string) => (reference ? `${reference} ${what}` : what);

/**
 * How to pay: a real UPI QR code drawn in the browser (no image service), the price (the chosen course's
 * fee), the payee UPI id with Copy, and on phones a link that opens the UPI app directly (one cannot scan
 * one's own screen). The payment reference rides in the note of both and is shown beside them.
 */
export function UpiPayment({
  reference,
  amount,
  struck,
}: {
  reference?: string | undefined;
  /** What to pay, in rupees (the chosen course's fee); unknown until the catalogue is, and then no link is made. */
  amount: number | undefined;
  /** The struck-through price beside it, if any. */
  struck?: number | null | undefined;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const price = amount === undefined ? '' : format.rupees(amount);
  const before = struck == null ? undefined : format.rupees(struck);
  const { upiId, upiName } = useSiteConfig(useShallow((s) => ({ upiId: s.config.upiId, upiName: s.config.upiName })));
  const uri =
    upiId && amount !== undefined ? upiUri({ upiId, upiName, amount, note: upiNote(reference, 'Internship') }) : '';
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    if (!uri) return;
    let live = true;
    qrCodeDataUrl(uri)
      .then((url) => {
        if (live) setQr(url);
      })
      .catch((err: unknown) => console.error('QR code failed', err));
    return () => {
      live = false;
    };
  }, [uri]);

  return (
    <section className="upi" aria-labelledby="pay-title">
      <h2 id="pay-title" className="upi__title">
        <Trans>Pay by UPI</Trans>
      </h2>
      {price && (
        <p className="price">
          {before && (
            <>
              <s aria-label={t`was ${before}`}>{before}</s>{' '}
            </>
          )}
          <strong className="price__now">{price}</strong>
        </p>
      )}
      <div className="upi__qr">
        {qr ? (
          <img
            src={qr}
            width="200"
            height="200"
            alt={t`UPI QR code: pay ${price} to ${upiId}`}
            data-testid="upi-qr"
            data-upi={uri}
          />
        ) : (
          <div className="upi__qr-placeholder" aria-hidden="true" />
        )}
      </div>
      <PaymentReference reference={reference} />
      <a className="button button--block upi__app-link" href={uri || undefined}>
        {price ? <Trans>Pay {price} with a UPI app</Trans> : <Trans>Pay with a UPI app</Trans>}
      </a>
      <div className="upi__id">
        <span className="upi__id-label" id="upi-id-label">
          <Trans>UPI id</Trans>
        </span>
        <output className="upi__id-value" aria-labelledby="upi-id-label">
          {upiId}
        </output>
        <CopyUpiId upiId={upiId} />
      </div>
      <p className="upi__payee">
        <Trans>Payee: {upiName}</Trans>
      </p>
    </section>
  );
}

/** The button that copies our UPI id, saying whether it worked. */
export function CopyUpiId({ upiId }: { upiId: string }) {
  const { t } = useLingui();
  return (
    <CopyButton
      text={upiId}
      label={t`Copy UPI id`}
      messages={{
        copied: t`UPI ID copied to clipboard!`,
        failed: t`Copy failed. Please try manually.`,
        unsupported: t`Copy not supported on this device.`,
      }}
    />
  );
}
