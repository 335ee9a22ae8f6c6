import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCatalogue } from '../../../api/queries/catalogue.ts';
import { dashboardTableOf } from '../../../catalogue/courses.ts';
import { useInLanguage } from '../../../catalogue/useCatalogueText.ts';
import { DashCard } from './DashCard.tsx';
import { DataTable } from '../../../components/DataTable.tsx';

/**
 * The extra courses on offer, each with Details (to /extranotify): the published catalogue's courses that have a
 * row in this table (`dashboard.table`: a short name and what it covers), in the reader's language.
 */
export function CoursesOffered() {
  const { t } = useLingui();
  const text = useInLanguage();
  const { data: catalogue } = useCatalogue();
  const rows = catalogue ? dashboardTableOf(catalogue) : [];
  return (
    <DashCard id="offered-title" title={t`Courses Offered`}>
      <DataTable
        label={t`Courses offered`}
        columns={[t`Course`, t`Covers`, { label: t`Details`, hidden: true }]}
        className="dash-table"
        stack
      >
        {rows.map(({ id, row }) => {
          const name = text(row.title);
          return (
            <tr key={id} role="row">
              <th scope="row" role="rowheader">
                {name}
              </th>
              <td role="cell">{text(row.covers)}</td>
              <td role="cell">
                <Link to="/extranotify" className="button button--small button--ghost">
                  <Trans>
                    Details<span className="visually-hidden"> of {name}</span>
                  </Trans>
                </Link>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </DashCard>
  );
}
