import { Link } from 'react-router';
import { coursesOffered } from '../../../content/intern.ts';
import { DashCard } from './DashCard.tsx';
import { DataTable } from '../../../components/DataTable.tsx';

/** The extra courses on offer, each with Details. */
export function CoursesOffered() {
  return (
    <DashCard id="offered-title" title="Courses Offered">
      <DataTable label="Courses offered" columns={['Course', 'Covers', { label: 'Details', hidden: true }]} className="dash-table">
            {coursesOffered.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td>{c.covers}</td>
                <td>
                  <Link to="/extranotify" className="button button--small button--ghost">
                    Details<span className="visually-hidden"> of {c.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
      </DataTable>
    </DashCard>
  );
}
