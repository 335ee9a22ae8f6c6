import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtraCourse } from '../../../api/intern.ts';
import type { Documents } from '../../../hooks/useDocuments.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { ExtraCourseDownloads } from './ExtraCourseDownloads.tsx';
import { RejectedExtraCourse } from './RejectedExtraCourse.tsx';
import { DataTable } from '../../../components/DataTable.tsx';

function Pending() {
  return (
    <span className="state state--pending">
      <Trans>Verification Pending</Trans>
    </span>
  );
}

/** The intern's extra courses: a table on desktop, cards on phones (CSS shows one of the two). */
export function ExtraCourseList({
  courses,
  name,
  documents,
}: {
  courses: ExtraCourse[];
  name: string;
  documents: Documents;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const status = (c: ExtraCourse) =>
    c.validated ? (
      <ExtraCourseDownloads course={c} name={name} documents={documents} />
    ) : c.rejection ? (
      <RejectedExtraCourse course={c} />
    ) : (
      <Pending />
    );
  return (
    <>
      <DataTable
        label={t`Registered extra courses`}
        columns={[t`Course`, t`Start`, t`End`, t`College`, t`Transaction`, t`Status / downloads`]}
        scrollClassName="extra-table"
      >
        {courses.map((c) => (
          <tr key={c.id} data-testid="extra-row">
            <th scope="row">{c.course}</th>
            <td>{format.date(c.startDate)}</td>
            <td>{format.date(c.endDate)}</td>
            <td>{c.college}</td>
            <td>{c.transaction}</td>
            <td>{status(c)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="extra-cards">
        {courses.map((c) => {
          const from = format.date(c.startDate);
          const to = format.date(c.endDate);
          return (
            <li key={c.id} className="extra-card">
              <h2 className="extra-card__title">{c.course}</h2>
              <dl className="extra-card__list">
                <div>
                  <dt>
                    <Trans>Dates</Trans>
                  </dt>
                  <dd>
                    <Trans>
                      {from} to {to}
                    </Trans>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>College</Trans>
                  </dt>
                  <dd>{c.college}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Transaction</Trans>
                  </dt>
                  <dd>{c.transaction}</dd>
                </div>
              </dl>
              {status(c)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
