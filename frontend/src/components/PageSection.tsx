import type { ReactNode } from 'react';

/** A band of a public page: its heading names it for screen readers; tinted bands alternate with plain ones. */
export function PageSection({
  id,
  title,
  tint,
  children,
}: {
  id: string;
  title: ReactNode;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tint ? 'section section--tint' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
