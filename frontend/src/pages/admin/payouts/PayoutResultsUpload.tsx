import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PayoutResults } from 'shared/api/admin-payouts';
import { uploadPayoutResults } from '../../../api/admin.ts';
import { BankFileInput } from '../../../components/BankFileInput.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

/**
 * After the bank's bulk UPI transfer of the payout sheet: upload the bank's result file
 * (docs/PAYMENTS.md). Successful rows are marked paid with their UTR (each referrer mailed a statement), failed
 * ones stay owed with the bank's reason, and rows that changed nothing are listed with why.
 */
export function PayoutResultsUpload({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PayoutResults | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      setResult(await uploadPayoutResults(file, { onProgress: setProgress }));
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="card-panel stack" aria-labelledby="payout-results-title">
      <h2 id="payout-results-title">
        <Trans>The bank&apos;s result file</Trans>
      </h2>
      <p className="muted">
        <Trans>
          After the bulk transfer of the CSV, upload the file the bank gives back (CSV or XLSX: reference, UTR, status).
        </Trans>
      </p>
      <BankFileInput
        id="payout-results-file"
        label={t`Result file`}
        progressLabel={t`Uploading the result file`}
        progress={progress}
        onFile={(file) => void onFile(file)}
      />
      <div role="status" aria-live="polite" data-testid="payout-results">
        {error && <p className="notice notice--error">{error}</p>}
        {result && (
          <>
            <p>
              <Trans>
                {result.paid} marked paid, {result.alreadyPaid} already paid, {result.failed.length} failed (still owed,
                offered again in the next CSV).
              </Trans>
            </p>
            {result.failed.length > 0 && (
              <ul>
                {result.failed.map((f) => (
                  <li key={f.reference}>
                    <span className="mono">{f.reference}</span>: {f.reason}
                  </li>
                ))}
              </ul>
            )}
            {result.problems.length > 0 && (
              <ul className="notice notice--error">
                {result.problems.map((p) => (
                  <li key={p.line}>
                    <Trans>
                      Line {p.line} (<span className="mono">{p.reference || t`no reference`}</span>): {p.problem}
                    </Trans>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
