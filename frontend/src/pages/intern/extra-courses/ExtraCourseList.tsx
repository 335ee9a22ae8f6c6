import { formatDate } from 'shared/dates';
import type { ExtraCourse } from '../../../api/intern.ts';
import type { Documents } from '../../../hooks/useDocuments.ts';
import { ExtraCourseDownloads } from './ExtraCourseDownloads.tsx';
import { RejectedExtraCourse } from './RejectedExtraCourse.tsx';
import { DataTable } from '../../../components/DataTable.tsx';

function Pending() {
  return <span className="state state--pending">Verification Pending</span>;
}

/** The intern's extra courses: a table on desktop, cards on phones (CSS shows one of the two). */
export function ExtraCourseList({ courses, name, documents, onChanged }: { courses: ExtraCourse[]; name: string; documents: Documents; onChanged: () => void }) {
  const status = (c: ExtraCourse) =>
    c.validated ? <ExtraCourseDownloads course={c} name={name} documents={documents} /> : c.rejection ? <RejectedExtraCourse course={c} onSent={onChanged} /> : <Pending />;
  return (
    <>
      <DataTable label="Registered extra courses" columns={['Course', 'Start', 'End', 'College', 'Transaction', 'Status / downloads']} scrollClassName="extra-table">
            {courses.map((c) => (
              <tr key={c.id} data-testid="extra-row">
                <th scope="row">{c.course}</th>
                <td>{formatDate(c.startDate)}</td>
                <td>{formatDate(c.endDate)}</td>
                <td>{c.college}</td>
                <td>{c.transaction}</td>
                <td>{status(c)}</td>
              </tr>
            ))}
      </DataTable>
      <ul className="extra-cards">
        {courses.map((c) => (
          <li key={c.id} className="extra-card">
            <h2 className="extra-card__title">{c.course}</h2>
            <dl className="extra-card__list">
              <div>
                <dt>Dates</dt>
                <dd>
                  {formatDate(c.startDate)} to {formatDate(c.endDate)}
                </dd>
              </div>
              <div>
                <dt>College</dt>
                <dd>{c.college}</dd>
              </div>
              <div>
                <dt>Transaction</dt>
                <dd>{c.transaction}</dd>
              </div>
            </dl>
            {status(c)}
          </li>
        ))}
      </ul>
    </>
  );
}
