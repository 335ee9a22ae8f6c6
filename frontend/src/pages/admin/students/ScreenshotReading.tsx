import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStudent } from '../../../api/admin.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import './ScreenshotReading.css';

/** The payment's status as the screenshot shows it, in the page's language. */
const statusWords = { success: msg`Success`, failed: msg`Failed`, pending: msg`Pending` } as const;

/**
 * The payment as the intern typed it and as the screenshot was read to say (amount, UTR, payee, date,
 * status), for an admin deciding whether to validate. Compact: a few short lines on a 360 px phone.
 */
export function ScreenshotReading({ s }: { s: AdminStudent }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const r = s.reading;
  return (
    <div className="reading" data-testid="screenshot-reading">
      <div className="reading__line">
        <span className="reading__key">
          <Trans>Reference</Trans>
        </span>{' '}
        <span className="mono">{s.paymentReference ?? '—'}</span>
      </div>
      <div className="reading__line">
        <span className="reading__key">
          <Trans>UTR typed</Trans>
        </span>{' '}
        <span className="mono">{s.utr ?? '—'}</span>
      </div>
      {!r ? (
        <p className="reading__line muted" role="status">
          <Trans>Reading the screenshot…</Trans>
        </p>
      ) : r.state === 'unreadable' ? null : (
        <dl className="reading__read" aria-label={t`Read on the screenshot`}>
          <div>
            <dt>
              <Trans>UTR read</Trans>
            </dt>
            <dd className="mono">{r.utr ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{r.amountRupees === null ? '—' : f.rupees(r.amountRupees)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Payee</Trans>
            </dt>
            <dd>{r.payee ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Paid</Trans>
            </dt>
            <dd>{r.paidAt ? f.dateTime(r.paidAt) : '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>{r.status ? i18n._(statusWords[r.status]) : '—'}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
