import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Reconciliation } from 'shared/api/statements';
import { getStatement, uploadStatement, validateStatement } from '../../../api/admin.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { JobList } from '../../../components/JobList.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useJobPolling } from '../../../hooks/useJobPolling.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { ReconcileTables } from './ReconcileTables.tsx';
import '../../../components/Field.css';
import '../admin.css';
import { BankFileInput } from '../../../components/BankFileInput.tsx';

function Progress({ ids }: { ids: string[] }) {
  const { jobs, done } = useJobPolling(ids);
  return (
    <div className="card-panel" data-testid="fan-out" data-done={done}>
      <p>
        {done ? (
          <Trans>All offer letters are on their way.</Trans>
        ) : (
          <Trans>Making and mailing the offer letters…</Trans>
        )}
      </p>
      {ids.length > 0 && <JobList ids={ids} jobs={jobs} />}
    </div>
  );
}

/** Reconcile a bank statement: upload it, see each credit matched (or not), validate all the matched at once. */
export default function ReconcilePage() {
  const { t } = useLingui();
  const f = useFormat();
  useDocumentTitle(t`Reconcile`);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<Reconciliation | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ message: string; jobs: string[] } | null>(null);

  const pending = data?.matched.filter((m) => !m.validated).length ?? 0;
  // The statement's bank layout is a name (SBI, HDFC...); the counts in the page's digits.
  const layout = data?.statement.layout ?? '';
  const credits = f.number(data?.statement.creditCount ?? 0);
  const imported = f.number(data?.statement.alreadyImported ?? 0);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setResult(null);
    setData(null);
    setProgress(0);
    try {
      setData(await uploadStatement(file, { onProgress: setProgress }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  async function validateAll() {
    if (!data) return;
    setBusy(true);
    try {
      const answer = await validateStatement(data.statement.id);
      setResult({ message: answerText(answer), jobs: answer.jobs });
      setData(await getStatement(data.statement.id));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Reconcile a bank statement</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Upload the statement from SBI, HDFC, ICICI or Axis (CSV or XLSX). Each UPI credit is matched to a pending
          enrolment by its UTR or payment reference.
        </Trans>
      </p>
      <BankFileInput
        id="statement-file"
        label={t`Bank statement`}
        progressLabel={t`Uploading the statement`}
        progress={progress}
        onFile={(file) => void onFile(file)}
      />
      <div role="alert">{error && <p className="form-error">{error}</p>}</div>
      {data && (
        <>
          <p role="status">
            {data.repeat ? `${t`This file was imported before; here it is against the current state.`} ` : ''}
            {data.statement.alreadyImported > 0
              ? t`${layout} statement, ${credits} credits, ${imported} already imported.`
              : t`${layout} statement, ${credits} credits.`}
          </p>
          {pending > 0 && (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              <Trans>Validate all {pending} matched</Trans>
            </button>
          )}
          {result && (
            <>
              <p aria-live="polite">{result.message}</p>
              <Progress ids={result.jobs} />
            </>
          )}
          <ReconcileTables data={data} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Validate all ${pending} matched?`}
        confirmLabel={t`Validate ${pending}`}
        busy={busy}
        onConfirm={() => void validateAll()}
        onClose={() => setConfirming(false)}
      >
        <p>
          <Trans>Each one gets their offer letter by mail.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
