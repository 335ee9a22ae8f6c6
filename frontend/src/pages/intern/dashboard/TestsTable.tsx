import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StudentUser } from '../../../api/types.ts';
import { Icon } from '../../../components/Icon.tsx';
import { tests } from '../../../content/intern.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { DashCard } from './DashCard.tsx';
import { useResourceLinks } from './useResourceLinks.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { TEST_MARK_OUT_OF } from 'shared/business';
import type { QuizEntry } from '../quiz/QuizPage.tsx';

/** The three tests (test 1 with its mark once taken) and the optional assignment uploads. */
export function TestsTable({ user }: { user: StudentUser }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <DashCard id="tests-title" title={t`Tests`}>
      <DataTable label={t`Tests`} columns={[t`Test`, t`Status`, t`Action`]} className="dash-table" stack>
        {tests.map((test) => {
          const done = test.n === 1 && user.testMark !== null && user.testMark !== undefined;
          const n = test.n;
          const mark = format.number(user.testMark ?? 0);
          const outOf = format.number(TEST_MARK_OUT_OF);
          return (
            <tr key={n} data-testid={`test-row-${n}`} role="row">
              <th scope="row" role="rowheader">
                <Trans>Test {n}</Trans>
                <span className="test-topics">{test.topics}</span>
              </th>
              <td role="cell">
                {done ? (
                  <span className="test-status test-status--done">
                    <Trans>
                      Completed{' '}
                      <span className="test-mark">
                        {mark} / {outOf}
                      </span>
                    </Trans>
                  </span>
                ) : test.compulsory ? (
                  <span className="test-status test-status--compulsory">
                    <Trans>Compulsory</Trans>
                  </span>
                ) : (
                  <span className="test-status">
                    <Trans>Optional</Trans>
                  </span>
                )}
              </td>
              <td role="cell">
                <Link
                  to={`/test${n}`}
                  state={done ? ({ fresh: true } satisfies QuizEntry) : undefined}
                  className="button button--small"
                >
                  {done ? <Trans>Retake Test</Trans> : <Trans>Start Test</Trans>}
                  <span className="visually-hidden"> {n}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <h3 className="dash-card__subtitle">
        <Trans>Assignments (optional)</Trans>
      </h3>
      <AssignmentLinks />
    </DashCard>
  );
}

/** Where the optional assignments are handed in: the course's assignments link, once it is published. */
function AssignmentLinks() {
  const href = useResourceLinks().link('assignments');
  if (!href) {
    return (
      <p className="muted">
        <Trans>The assignment upload links are not open yet. Your mentor will share them by e-mail.</Trans>
      </p>
    );
  }
  return (
    <p className="link-row">
      <a className="button button--small button--ghost" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="upload" size={16} />
        <Trans>Upload your assignments</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </p>
  );
}
