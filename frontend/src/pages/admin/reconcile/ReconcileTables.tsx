import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Formatters } from 'shared/format';
import { useFormat } from '../../../i18n/useFormat.ts';
import type { ReconciledCredit, ReconciledEnrolment, Reconciliation } from 'shared/api/statements';
import { DataTable } from '../../../components/DataTable.tsx';

/** Whose enrolment, in the page's language: 'Meena (registration, meena@example.in)'. */
const who = (e: ReconciledEnrolment) =>
  e.kind === 'registration' ? t`${e.name} (registration, ${e.email})` : t`${e.name} (extra course, ${e.email})`;

function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const f = useFormat();
  return (
    <section className="reconcile__group" aria-label={title}>
      <h2>
        {title} <span className="muted">({f.number(count)})</span>
      </h2>
      {count === 0 ? (
        <p className="muted">
          <Trans>None.</Trans>
        </p>
      ) : (
        children
      )}
    </section>
  );
}

const creditCells = (c: ReconciledCredit, f: Formatters) => (
  <>
    <td>{c.rowNumber}</td>
    <td>{c.date ?? ''}</td>
    <td>{f.rupees(c.amountRupees)}</td>
    <td>{c.utr}</td>
  </>
);

/** The five groups of a reconciliation, each as a table with its count. */
export function ReconcileTables({ data }: { data: Reconciliation }) {
  const { t: tr } = useLingui();
  const f = useFormat();
  const creditColumns = [tr`Row`, tr`Date`, tr`Amount`, tr`UTR`];
  return (
    <>
      <Group title={tr`Matched`} count={data.matched.length}>
        <DataTable label={tr`Matched credits`} columns={[...creditColumns, tr`Enrolment`, tr`By`, tr`State`]}>
          {data.matched.map((m) => (
            <tr key={m.credit.id}>
              {creditCells(m.credit, f)}
              <td>{who(m.enrolment)}</td>
              <td>{m.by === 'utr' ? tr`UTR` : tr`Payment reference`}</td>
              <td>{m.validated ? tr`Validated` : tr`Pending`}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title={tr`Amount differs`} count={data.amountDiffers.length}>
        <DataTable label={tr`Credits whose amount differs`} columns={[...creditColumns, tr`Enrolment`, tr`Expected`]}>
          {data.amountDiffers.map((m) => (
            <tr key={m.credit.id}>
              {creditCells(m.credit, f)}
              <td>{who(m.enrolment)}</td>
              <td>{m.expected.map((n) => f.rupees(n)).join(` ${tr`or`} `)}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title={tr`Ambiguous`} count={data.ambiguous.length}>
        <DataTable label={tr`Credits that fit more than one enrolment`} columns={[...creditColumns, tr`Could be`]}>
          {data.ambiguous.map((a) => (
            <tr key={a.credit.id}>
              {creditCells(a.credit, f)}
              <td>{a.candidates.map(who).join('; ')}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title={tr`Credits with no enrolment`} count={data.creditsWithoutEnrolment.length}>
        <DataTable label={tr`Credits with no enrolment`} columns={[...creditColumns, tr`Narration`]}>
          {data.creditsWithoutEnrolment.map((c) => (
            <tr key={c.id}>
              {creditCells(c, f)}
              <td>{c.narration}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title={tr`Pending enrolments with no credit`} count={data.enrolmentsWithoutCreditCount}>
        <DataTable
          label={tr`Pending enrolments with no credit`}
          columns={[tr`Enrolment`, tr`Typed UTR`, tr`Payment reference`]}
        >
          {data.enrolmentsWithoutCredit.map((e) => (
            <tr key={`${e.kind}-${e.id}`}>
              <td>{who(e)}</td>
              <td>{e.utr ?? ''}</td>
              <td>{e.paymentReference ?? ''}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
    </>
  );
}
