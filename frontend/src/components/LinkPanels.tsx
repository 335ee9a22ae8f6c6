import { Trans } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import type { Submit } from '../api/mutation.ts';
import '../pages/VerifyCertificatePage.css';

/**
 * The two panels a mailed link's page shows instead of its form. LinkDone: the link did its work; its
 * heading says so and takes the focus (`heading` from useMailedLink), then what comes next. LinkNeeded:
 * the page was opened without its token (the link cut short, or the page typed in); one heading for
 * every such page, then where this link comes from and what to do without it.
 */
export function LinkDone({
  id,
  heading,
  title,
  children,
}: {
  id: string;
  heading: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card-panel verify verify--valid" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="verify__status">
        ✅ {title}
      </h2>
      {children}
    </section>
  );
}

export function LinkNeeded({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className="card-panel verify verify--invalid" aria-labelledby={id}>
      <h2 id={id} className="verify__status">
        <Trans>This page needs the link from your e-mail</Trans>
      </h2>
      {children}
    </section>
  );
}

/** The button that spends the link (useSpendLink's action), saying `busy` while it runs. */
export function SpendButton({ action, busy, children }: { action: Submit<[]>; busy: ReactNode; children: ReactNode }) {
  return (
    <button type="button" className="button button--block" onClick={() => void action.run()} disabled={action.pending}>
      {action.pending ? busy : children}
    </button>
  );
}
