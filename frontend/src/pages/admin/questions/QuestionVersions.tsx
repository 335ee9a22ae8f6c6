import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionDetail } from '../../../api/question-editor.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import '../../../components/AdminTable.css';
import { useFormat } from '../../../i18n/useFormat.ts';
import { CellLabel } from '../catalogue/CellLabel.tsx';

/**
 * A question's saved versions, newest first: who saved each, when, and how many attempts drew it. A
 * version is never changed: an attempt is graded and reviewed on the version it drew.
 */
export function QuestionVersions({ question }: { question: QuestionDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const [savedLabel, byLabel, drawnLabel] = [t`Saved`, t`Saved by`, t`Attempts that drew it`];
  return (
    <section className="admin-section" aria-labelledby="question-versions">
      <h2 id="question-versions">
        <Trans>Versions</Trans>
      </h2>
      <DataTable
        label={t`Saved versions`}
        columns={[t`Version`, savedLabel, byLabel, drawnLabel]}
        className="admin-table catalogue-table"
        stack
      >
        {question.versions.map(({ version, createdAt, createdBy, drawn }) => (
          <tr key={version} role="row" data-testid="version-row">
            <th scope="row" role="rowheader">
              {t`v${version}`}
              {version === question.version && (
                <>
                  {' '}
                  <span className="state state--published">{t`Current`}</span>
                </>
              )}
            </th>
            <td role="cell">
              <CellLabel>{savedLabel}</CellLabel>
              {format.dateTime(createdAt)}
            </td>
            <td role="cell">
              <CellLabel>{byLabel}</CellLabel>
              {createdBy}
            </td>
            <td role="cell">
              <CellLabel>{drawnLabel}</CellLabel>
              {format.number(drawn)}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
