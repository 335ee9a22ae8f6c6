import type { ReactNode } from 'react';

/** A titled part of the record; an empty one says so instead of showing an empty table. */
export function RecordSection({
  id,
  title,
  empty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="muted">{emptyText}</p> : children}
    </section>
  );
}
