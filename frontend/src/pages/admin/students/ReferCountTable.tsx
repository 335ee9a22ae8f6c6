import { clashFlags } from 'shared/messages';
import { listReferrers } from '../../../api/admin.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { FETCH_FAILED } from '../failures.ts';
import { AB } from './ab-key.ts';

/**
 * The referrers with their validated referrals and amount, read again with the rest of /ab
 * after each change. A referrer sharing a phone or UPI id with another active one is flagged (never refused: anyone
 * can type anyone's); the number (#id) is what the flag names.
 */
export function ReferCountTable() {
  const { data, error } = useServerQuery({ queryKey: [...AB, 'referrers'], queryFn: ({ signal }) => listReferrers(signal) });
  const referrers = error ? undefined : data?.referrers;
  return (
    <section className="admin-section" aria-labelledby="refer-title">
      <h2 id="refer-title">Refer Count Table</h2>
      <ListStatus loading={!referrers} error={error ? FETCH_FAILED : null} empty={referrers?.length === 0} emptyText="No referrers yet." />
      {referrers && referrers.length > 0 && (
        <AdminTable label="Refer count table" columns={['Name', 'Code', 'E-mail', 'Phone', 'UPI id', 'Validated referrals', 'Amount']}>
          {referrers.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                {r.name} <span className="mono muted">#{r.id}</span>
                {clashFlags(r).map((flag) => (
                  <span key={flag} className="state state--pending" data-testid="referrer-clash">
                    {flag}
                  </span>
                ))}
              </th>
              <td className="mono">
                {r.code}
                {!r.confirmed && <span className="state state--pending">unconfirmed</span>}
              </td>
              <td>{r.email}</td>
              <td>{r.phone}</td>
              <td>{r.upiId}</td>
              <td>{r.validatedReferrals}</td>
              <td>₹{r.amount}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
