import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll.tsx';

/** A column's heading; a hidden one is read by screen readers only (a column of buttons). */
export type Column = string | { label: string; hidden: true };

/**
 * A table with one header row from `columns` and the rows as children, scrolling sideways inside its
 * own labelled, focusable region on narrow screens.
 */
export function DataTable(props: { label: string; columns: readonly Column[]; className?: string; scrollClassName?: string; caption?: string; children: ReactNode }) {
  const { label, columns, className, scrollClassName, caption, children } = props;
  return (
    <TableScroll label={label} className={scrollClassName}>
      <table className={className ? `table ${className}` : 'table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c} scope="col">
                  {c}
                </th>
              ) : (
                <th key={c.label} scope="col">
                  <span className="visually-hidden">{c.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
