import type { ReconciledCredit, ReconciledEnrolment, Reconciliation } from 'shared/api/statements';
import { DataTable } from '../../../components/DataTable.tsx';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const who = (e: ReconciledEnrolment) => `${e.name} (${e.kind === 'registration' ? 'registration' : 'extra course'}, ${e.email})`;

function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <section className="reconcile__group" aria-label={title}>
      <h2>
        {title} <span className="muted">({count})</span>
      </h2>
      {count === 0 ? <p className="muted">None.</p> : children}
    </section>
  );
}

const creditCells = (c: ReconciledCredit) => (
  <>
    <td>{c.rowNumber}</td>
    <td>{c.date ?? ''}</td>
    <td>{rupees(c.amountRupees)}</td>
    <td>{c.utr}</td>
  </>
);

/** The five groups of a reconciliation, each as a table with its count. */
export function ReconcileTables({ data }: { data: Reconciliation }) {
  const creditColumns = ['Row', 'Date', 'Amount', 'UTR'];
  return (
    <>
      <Group title="Matched" count={data.matched.length}>
        <DataTable label="Matched credits" columns={[...creditColumns, 'Enrolment', 'By', 'State']}>
          {data.matched.map((m) => (
            <tr key={m.credit.id}>
              {creditCells(m.credit)}
              <td>{who(m.enrolment)}</td>
              <td>{m.by === 'utr' ? 'UTR' : 'Payment reference'}</td>
              <td>{m.validated ? 'Validated' : 'Pending'}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title="Amount differs" count={data.amountDiffers.length}>
        <DataTable label="Credits whose amount differs" columns={[...creditColumns, 'Enrolment', 'Expected']}>
          {data.amountDiffers.map((m) => (
            <tr key={m.credit.id}>
              {creditCells(m.credit)}
              <td>{who(m.enrolment)}</td>
              <td>{m.expected.map(rupees).join(' or ')}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title="Ambiguous" count={data.ambiguous.length}>
        <DataTable label="Credits that fit more than one enrolment" columns={[...creditColumns, 'Could be']}>
          {data.ambiguous.map((a) => (
            <tr key={a.credit.id}>
              {creditCells(a.credit)}
              <td>{a.candidates.map(who).join('; ')}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title="Credits with no enrolment" count={data.creditsWithoutEnrolment.length}>
        <DataTable label="Credits with no enrolment" columns={[...creditColumns, 'Narration']}>
          {data.creditsWithoutEnrolment.map((c) => (
            <tr key={c.id}>
              {creditCells(c)}
              <td>{c.narration}</td>
            </tr>
          ))}
        </DataTable>
      </Group>
      <Group title="Pending enrolments with no credit" count={data.enrolmentsWithoutCreditCount}>
        <DataTable label="Pending enrolments with no credit" columns={['Enrolment', 'Typed UTR', 'Payment reference']}>
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
