import { Trans, useLingui } from '@lingui/react/macro';
import { clashFlags } from '../clash-flags.ts';
import type { Payout } from '../../../api/admin.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { referrerLabel } from '../people.ts';
import { PaidForm } from './PaidForm.tsx';

/**
 * One month's payouts: each pending one has its Mark paid form (not for operators: no `onPaid`), each
 * paid one its UTR. An operator's answer has no referrer's name or UPI id: the row names 'Referrer #id'.
 * A referrer sharing a phone or UPI id with another active one is flagged: two payouts may then reach
 * one person (each for different referrals; none is ever paid twice).
 */
export function PayoutTable({ label, payouts, onPaid }: { label: string; payouts: Payout[]; onPaid?: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <AdminTable label={label} columns={[t`Referrer`, t`Code`, t`UPI id`, t`Referrals`, t`Amount`, t`Status`, t`UTR`]}>
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
          <td>
            {p.referrer.upiId ?? (
              <span className="muted">
                <Trans>Not shown</Trans>
              </span>
            )}
          </td>
          <td>{f.number(p.referralCount)}</td>
          <td>{f.rupees(p.amount)}</td>
          <td>
            <span className={`state state--${p.status === 'paid' ? 'paid' : 'pending'}`}>
              {p.status === 'paid' ? t`Paid` : t`Pending`}
            </span>
            {p.status !== 'paid' && p.lastFailure && (
              <span className="muted">
                {' '}
                <Trans>(the bank&apos;s transfer failed: {p.lastFailure.reason})</Trans>
              </span>
            )}
            {p.paidAt && <span className="muted"> {f.dateTime(p.paidAt)}</span>}
          </td>
          <td>
            {p.status === 'paid' ? (
              <span className="mono">{p.utr}</span>
            ) : onPaid ? (
              <PaidForm payout={p} onDone={onPaid} />
            ) : (
              '—'
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
