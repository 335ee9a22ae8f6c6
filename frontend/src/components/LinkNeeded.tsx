import type { ReactNode } from 'react';
import '../pages/VerifyCertificatePage.css';

/**
 * A mailed link's page opened without its token (the link cut short, or the page typed in): the one
 * heading every such page shows, then where this link comes from and what to do without it.
 */
export function LinkNeeded({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className="card-panel verify verify--invalid" aria-labelledby={id}>
      <h2 id={id} className="verify__status">
        This page needs the link from your e-mail
      </h2>
      {children}
    </section>
  );
}
