import { clashFlags } from 'shared/messages';
import { formatDateTime } from 'shared/dates';
import type { Payout } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { referrerLabel } from '../people.ts';
import { PaidForm } from './PaidForm.tsx';

/**
 * One month's payouts: each pending one has its Mark paid form (not for operators: no `onPaid`), each
 * paid one its UTR. An operator's answer has no referrer's name or UPI id: the row names 'Referrer #id'.
 * A referrer sharing a phone or UPI id with another active one is flagged: two payouts may then reach
 * one person (each for different referrals; none is ever paid twice).
 */
export function PayoutTable({ label, payouts, onPaid }: { label: string; payouts: Payout[]; onPaid?: () => void }) {
  return (
    <AdminTable label={label} columns={['Referrer', 'Code', 'UPI id', 'Referrals', 'Amount', 'Status', 'UTR']}>
      {payouts.map((p) => (
        <tr key={p.id} data-testid="payout-row">
          <th scope="row">
            {p.referrer.name === null ? (
              referrerLabel(p.referrer.id)
            ) : (
              <>
                {p.referrer.name} <span className="mono muted">#{p.referrer.id}</span>
              </>
            )}
            {clashFlags(p.referrer).map((flag) => (
              <span key={flag} className="state state--pending" data-testid="referrer-clash">
                {flag}
              </span>
            ))}
          </th>
          <td className="mono">{p.referrer.code}</td>
          <td>{p.referrer.upiId ?? <span className="muted">Not shown</span>}</td>
          <td>{p.referralCount}</td>
          <td>₹{p.amount}</td>
          <td>
            <span className={`state state--${p.status === 'paid' ? 'paid' : 'pending'}`}>{p.status === 'paid' ? 'Paid' : 'Pending'}</span>
            {p.status !== 'paid' && p.lastFailure && <span className="muted"> (the bank's transfer failed: {p.lastFailure.reason})</span>}
            {p.paidAt && <span className="muted"> {formatDateTime(p.paidAt)}</span>}
          </td>
          <td>{p.status === 'paid' ? <span className="mono">{p.utr}</span> : onPaid ? <PaidForm payout={p} onDone={onPaid} /> : '—'}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
