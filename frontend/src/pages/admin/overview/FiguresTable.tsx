import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/DataTable.tsx';

export interface TableRow {
  key: string;
  /** The row's day or month as the reader reads it (a link to its list, sometimes). */
  label: ReactNode;
  values: number[];
}

/**
 * A figure's numbers as a table: one row per day or month, one column per series, and the period's
 * total. The chart's equivalent for screen readers; it scrolls inside its own box on a phone.
 */
export function FiguresTable(props: {
  label: string;
  first: string;
  columns: string[];
  rows: TableRow[];
  format: (n: number) => string;
  total?: boolean;
}) {
  const { label, first, columns, rows, format, total = true } = props;
  const sums = columns.map((_, c) => rows.reduce((sum, r) => sum + (r.values[c] ?? 0), 0));
  return (
    <DataTable label={label} columns={[first, ...columns]} scrollClassName="overview-table">
      {rows.map((r) => (
        <tr key={r.key}>
          <th scope="row">{r.label}</th>
          {r.values.map((v, c) => (
            <td key={columns[c]} className="overview-table__number">
              {format(v)}
            </td>
          ))}
        </tr>
      ))}
      {total && (
        <tr className="overview-table__total">
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          {sums.map((v, c) => (
            <td key={columns[c]} className="overview-table__number">
              {format(v)}
            </td>
          ))}
        </tr>
      )}
    </DataTable>
  );
}
