import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll.tsx';
import './AdminTable.css';

/**
 * A table of the admin panels: one header row from `columns`, the rows as children, scrolling
 * sideways inside its own labelled, focusable region on narrow screens.
 */
export function AdminTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <TableScroll label={label}>
      <table className="table admin-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
