import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { coursesOffered } from '../../../content/intern.ts';
import { DashCard } from './DashCard.tsx';
import { DataTable } from '../../../components/DataTable.tsx';

/** The extra courses on offer, each with Details. */
export function CoursesOffered() {
  const { t, i18n } = useLingui();
  return (
    <DashCard id="offered-title" title={t`Courses Offered`}>
      <DataTable
        label={t`Courses offered`}
        columns={[t`Course`, t`Covers`, { label: t`Details`, hidden: true }]}
        className="dash-table"
        stack
      >
        {coursesOffered.map(({ name, covers }) => (
          <tr key={name} role="row">
            <th scope="row" role="rowheader">
              {name}
            </th>
            <td role="cell">{i18n._(covers)}</td>
            <td role="cell">
              <Link to="/extranotify" className="button button--small button--ghost">
                <Trans>
                  Details<span className="visually-hidden"> of {name}</span>
                </Trans>
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
    </DashCard>
  );
}
