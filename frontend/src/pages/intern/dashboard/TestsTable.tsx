import { Link } from 'react-router';
import type { StudentUser } from '../../../api/types.ts';
import { Icon } from '../../../components/Icon.tsx';
import { assignmentUploads, resourceLink, tests } from '../../../content/intern.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { DashCard } from './DashCard.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { TEST_MARK_OUT_OF } from 'shared/business';

/** The three tests (test 1 with its mark once taken) and the optional assignment uploads. */
export function TestsTable({ user }: { user: StudentUser }) {
  return (
    <DashCard id="tests-title" title="Tests">
      <DataTable label="Tests" columns={['Test', 'Status', 'Action']} className="dash-table">
            {tests.map((t) => {
              const done = t.n === 1 && user.testMark !== null && user.testMark !== undefined;
              return (
                <tr key={t.n} data-testid={`test-row-${t.n}`}>
                  <th scope="row">
                    Test {t.n}
                    <span className="test-topics">{t.topics}</span>
                  </th>
                  <td>
                    {done ? (
                      <span className="test-status test-status--done">
                        Completed <span className="test-mark">{user.testMark} / {TEST_MARK_OUT_OF}</span>
                      </span>
                    ) : t.compulsory ? (
                      <span className="test-status test-status--compulsory">Compulsory</span>
                    ) : (
                      <span className="test-status">Optional</span>
                    )}
                  </td>
                  <td>
                    <Link to={`/test${t.n}`} className="button button--small">
                      {done ? 'Retake Test' : 'Start Test'}
                      <span className="visually-hidden"> {t.n}</span>
                    </Link>
                  </td>
                </tr>
              );
            })}
      </DataTable>
      <h3 className="dash-card__subtitle">Assignments (optional)</h3>
      <AssignmentLinks />
    </DashCard>
  );
}

function AssignmentLinks() {
  const links = useSiteConfig((s) => s.config.resourceLinks);
  const configured = assignmentUploads.map((a) => ({ ...a, href: resourceLink(links, a.key) }));
  if (!configured.some((a) => a.href)) {
    return <p className="muted">The assignment upload links are not open yet. Your mentor will share them by e-mail.</p>;
  }
  return (
    <ul className="link-row">
      {configured.map((a) =>
        a.href ? (
          <li key={a.key}>
            <a className="button button--small button--ghost" href={a.href} target="_blank" rel="noopener noreferrer">
              <Icon name="upload" size={16} />
              {a.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : (
          <li key={a.key} className="muted">
            {a.label}: not open yet
          </li>
        ),
      )}
    </ul>
  );
}
