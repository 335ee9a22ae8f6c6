import type { ReactNode } from 'react';
import './TableScroll.css';

/**
 * A wide table that scrolls sideways on phones: a labelled region that takes keyboard focus, so it
 * can be scrolled with the arrow keys (WCAG 2.1.1).
 */
export function TableScroll({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`table-wrap table-scroll ${className ?? ''}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
