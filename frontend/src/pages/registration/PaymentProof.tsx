import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, Ref } from 'react';
import { Field } from '../../components/Field.tsx';
import type { useScreenshotUpload } from '../../hooks/useScreenshotUpload.ts';
import { UploadStatus } from './UploadStatus.tsx';

/**
 * The payment screenshot (uploaded as soon as it is chosen) and the optional UTR: the registration's,
 * and a rejected intern's new payment on the waiting screen.
 */
export function PaymentProof({
  upload,
  fileInput,
  utr,
  onUtrChange,
  utrRead = false,
}: {
  upload: ReturnType<typeof useScreenshotUpload>;
  fileInput: Ref<HTMLInputElement>;
  utr: string;
  onUtrChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** The UTR field holds what OCR read on the screenshot: ask the user to check it. */
  utrRead?: boolean;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="fieldset">
      <legend>
        <Trans>Payment proof</Trans>
      </legend>
      <div className="field">
        <label htmlFor="reg-screenshot" className="field__label">
          <Trans>Payment screenshot</Trans>
        </label>
        <p id="reg-screenshot-hint" className="field__hint">
          <Trans>An image (JPG or PNG) of the UPI payment confirmation. It uploads as soon as you choose it.</Trans>
        </p>
        <input
          ref={fileInput}
          id="reg-screenshot"
          name="screenshot"
          type="file"
          accept="image/*"
          className="field__file"
          aria-describedby="reg-screenshot-hint screenshot-status"
          aria-required="true"
          onChange={(e) => upload.choose(e.target.files?.[0])}
        />
        <UploadStatus state={upload.state} localPreview={upload.localPreview} />
      </div>
      <Field
        label={t`UPI transaction reference (UTR)`}
        name="utr"
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={22}
        value={utr}
        onChange={onUtrChange}
        hint={
          utrRead
            ? t`Read from your screenshot. Please check it against your UPI app and correct it if it is wrong.`
            : t`The 12-digit number your UPI app shows after paying (also called UPI Ref No. or Transaction ID). It helps us find your payment faster.`
        }
      />
    </fieldset>
  );
}
