import { useLingui } from '@lingui/react/macro';
import type { QuestionStat } from '../../../api/question-stats.ts';
import { TableScroll } from '../../../components/TableScroll.tsx';
import { Written } from '../../../components/Written.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { ariaSort, type StatsSort } from './sort-stats.ts';
import { StatFlags } from './StatFlags.tsx';

/** A cell's column heading, shown in the cell on a narrow phone where the stacked table hides its header row (screen readers read the headers). */
function Label({ children }: { children: string }) {
  return (
    <span className="stats-cell-label" aria-hidden="true">
      {children}:{' '}
    </span>
  );
}

/**
 * One row per question version: its name, version and text, its category, attempts, facility (as a
 * percentage), discrimination (two places) and flags in words. On a narrow phone each row's cells stand
 * one under the other (controls.css `.table--stack`), so nothing scrolls sideways; the parts say what they
 * are (role="table", "row"...), which a table whose display changed loses in some browsers. The order is
 * the caller's (`sort`), told to screen readers on the two sortable columns' headings.
 */
export function StatsTable({ stats, sort }: { stats: readonly QuestionStat[]; sort: StatsSort }) {
  const { t } = useLingui();
  const format = useFormat();
  const col = {
    question: t`Question`,
    category: t`Category`,
    attempts: t`Attempts`,
    facility: t`Facility`,
    discrimination: t`Discrimination`,
    flags: t`Flags`,
  };
  const percent = (share: number) => `${format.number(Math.round(share * 1000) / 10)} %`;
  return (
    <TableScroll label={t`Question statistics`}>
      <table className="table table--stack admin-table stats-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {col.question}
            </th>
            <th scope="col" role="columnheader">
              {col.category}
            </th>
            <th scope="col" role="columnheader">
              {col.attempts}
            </th>
            <th scope="col" role="columnheader" aria-sort={ariaSort(sort, 'facility')}>
              {col.facility}
            </th>
            <th scope="col" role="columnheader" aria-sort={ariaSort(sort, 'discrimination')}>
              {col.discrimination}
            </th>
            <th scope="col" role="columnheader">
              {col.flags}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {stats.map((s) => {
            const version = format.number(s.version);
            return (
              <tr key={s.versionId} role="row" data-testid="stats-row">
                <th scope="row" role="rowheader">
                  <span className="stats-name">{s.name ?? t`Question ${format.number(s.questionId)}`}</span>{' '}
                  <span className="muted">
                    {s.retired
                      ? t`version ${version}, retired`
                      : s.current
                        ? t`version ${version}`
                        : t`version ${version}, since changed`}
                  </span>
                  <span className="stats-text">
                    <Written>{s.text}</Written>
                  </span>
                </th>
                <td role="cell">
                  <Label>{col.category}</Label>
                  <Written>{s.category}</Written>
                </td>
                <td role="cell" className="stats-number">
                  <Label>{col.attempts}</Label>
                  {format.number(s.attempts)}
                </td>
                <td role="cell" className="stats-number">
                  <Label>{col.facility}</Label>
                  {percent(s.facility)}
                </td>
                <td role="cell" className="stats-number">
                  <Label>{col.discrimination}</Label>
                  {s.discrimination === null ? t`not defined` : format.number(Math.round(s.discrimination * 100) / 100)}
                </td>
                <td role="cell">
                  <Label>{col.flags}</Label>
                  <StatFlags flags={s.flags} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
