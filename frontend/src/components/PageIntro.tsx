import type { ReactNode } from 'react';
import './PageIntro.css';

/** The top band of an inner page: its one <h1> and a short introduction. */
export function PageIntro({
  title,
  children,
  eyebrow,
}: {
  title: ReactNode;
  children?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <div className="page-intro">
      <div className="container">
        {eyebrow && <p className="page-intro__eyebrow">{eyebrow}</p>}
        <h1 className="page-intro__title">{title}</h1>
        {children && <div className="page-intro__text">{children}</div>}
      </div>
    </div>
  );
}
