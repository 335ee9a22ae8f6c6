/**
 * A cell's column heading, shown in the cell on a narrow phone, where a stacked table (DataTable's
 * `stack`) hides its header row; screen readers read the headings themselves, so this is hidden from them.
 */
export function CellLabel({ children }: { children: string }) {
  return (
    <span className="catalogue-cell-label" aria-hidden="true">
      {children}:{' '}
    </span>
  );
}
