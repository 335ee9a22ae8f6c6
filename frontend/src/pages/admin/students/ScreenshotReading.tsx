import { formatDateTime } from 'shared/dates';
import type { AdminStudent } from '../../../api/admin.ts';
import './ScreenshotReading.css';

const statusWords = { success: 'Success', failed: 'Failed', pending: 'Pending' } as const;

/**
 * The payment as the intern typed it and as the screenshot was read to say (amount, UTR, payee, date,
 * status), for an admin deciding whether to validate. Compact: a few short lines on a 360 px phone.
 */
export function ScreenshotReading({ s }: { s: AdminStudent }) {
  const r = s.reading;
  return (
    <div className="reading" data-testid="screenshot-reading">
      <div className="reading__line">
        <span className="reading__key">Reference</span> <span className="mono">{s.paymentReference ?? '—'}</span>
      </div>
      <div className="reading__line">
        <span className="reading__key">UTR typed</span> <span className="mono">{s.utr ?? '—'}</span>
      </div>
      {!r ? (
        <p className="reading__line muted" role="status">
          Reading the screenshot…
        </p>
      ) : r.state === 'unreadable' ? null : (
        <dl className="reading__read" aria-label="Read on the screenshot">
          <div>
            <dt>UTR read</dt>
            <dd className="mono">{r.utr ?? '—'}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{r.amountRupees === null ? '—' : `₹${r.amountRupees}`}</dd>
          </div>
          <div>
            <dt>Payee</dt>
            <dd>{r.payee ?? '—'}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{r.paidAt ? formatDateTime(r.paidAt) : '—'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{r.status ? statusWords[r.status] : '—'}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
