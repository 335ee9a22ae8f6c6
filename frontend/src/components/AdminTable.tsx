import type { ReactNode } from 'react';
import { DataTable } from './DataTable.tsx';
import './AdminTable.css';

/** A table of the admin panels (DataTable in the panels' dense style). */
export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <DataTable label={label} columns={columns} className="admin-table">
      {children}
    </DataTable>
  );
}
