import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll.tsx';

/** A column's heading; a hidden one is read by screen readers only (a column of buttons). */
export type Column = string | { label: string; hidden: true };

/**
 * A table with one header row from `columns` and the rows as children, scrolling sideways inside its
 * own labelled, focusable region on narrow screens. `stack`: on a narrow phone each row's cells stand
 * one under the other instead (controls.css `.table--stack`), so a row's button sits under its name,
 * in view, whatever the language's length. A table whose CSS display is changed loses its table
 * semantics in some browsers, so a stacked table's parts say what they are (role="table", "row",
 * "rowheader", "cell": the caller's rows too).
 */
export function DataTable(props: {
  label: string;
  columns: readonly Column[];
  className?: string;
  scrollClassName?: string;
  caption?: string;
  stack?: boolean;
  children: ReactNode;
}) {
  const { label, columns, className, scrollClassName, caption, stack = false, children } = props;
  const classes = ['table', stack && 'table--stack', className].filter(Boolean).join(' ');
  const role = (name: string) => (stack ? { role: name } : {});
  return (
    <TableScroll label={label} className={scrollClassName}>
      <table className={classes} {...role('table')}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c} scope="col" {...role('columnheader')}>
                  {c}
                </th>
              ) : (
                <th key={c.label} scope="col" {...role('columnheader')}>
                  <span className="visually-hidden">{c.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>{children}</tbody>
      </table>
    </TableScroll>
  );
}
