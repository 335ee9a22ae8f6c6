import type { ReactNode } from 'react';

/** A titled card of the dashboard; its heading names the region for screen readers. */
export function DashCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `dash-card ${className}` : 'dash-card'} aria-labelledby={id}>
      <h2 id={id} className="dash-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
