import { Trans, useLingui } from '@lingui/react/macro';
import { clashFlags } from '../clash-flags.ts';
import { useServerQuery } from '../../../api/query.ts';
import { AdminTable } from '../../../components/AdminTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { fetchFailed } from '../failures.ts';
import { students } from '../../../api/queries/students.ts';

/**
 * The referrers with their validated referrals and amount, read again with the rest of /ab
 * after each change. A referrer sharing a phone or UPI id with another active one is flagged (never refused: anyone
 * can type anyone's); the number (#id) is what the flag names.
 */
export function ReferCountTable() {
  const { t } = useLingui();
  const f = useFormat();
  const { data, error } = useServerQuery(students.referrers());
  const referrers = error ? undefined : data?.referrers;
  return (
    <section className="admin-section" aria-labelledby="refer-title">
      <h2 id="refer-title">
        <Trans>Refer Count Table</Trans>
      </h2>
      <ListStatus
        loading={!referrers}
        error={error ? fetchFailed() : null}
        empty={referrers?.length === 0}
        emptyText={t`No referrers yet.`}
      />
      {referrers && referrers.length > 0 && (
        <AdminTable
          label={t`Refer count table`}
          columns={[t`Name`, t`Code`, t`E-mail`, t`Phone`, t`UPI id`, t`Validated referrals`, t`Amount`]}
        >
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
                {!r.confirmed && (
                  <span className="state state--pending">
                    <Trans>unconfirmed</Trans>
                  </span>
                )}
              </td>
              <td>{r.email}</td>
              <td>{r.phone}</td>
              <td>{r.upiId}</td>
              <td>{f.number(r.validatedReferrals)}</td>
              <td>{f.rupees(r.amount)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
