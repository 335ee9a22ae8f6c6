import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';

/**
 * A section of the interns' requests (corrections, erasures): its heading, the list's failure (with a
 * retry) or its empty words, then the table.
 */
export function RequestsSection({
  id,
  title,
  failure,
  onRetry,
  empty,
  emptyText,
  children,
}: {
  id: string;
  title: ReactNode;
  failure: string | null;
  onRetry: () => void;
  empty?: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="section--tight">
      <h2 id={id}>{title}</h2>
      <ListStatus error={failure} onRetry={onRetry} empty={empty} emptyText={emptyText} />
      {children}
    </section>
  );
}

/** The first cell of an intern's request (a correction, an erasure): who asked, by name and intern id. */
export function RequesterCell({ name, internId }: { name?: string | null; internId?: string }) {
  return (
    <th scope="row">
      {name} <span className="mono muted">{internId}</span>
    </th>
  );
}

/** What the intern wrote with their request, or that they wrote nothing. */
export function TheirWords({ words }: { words?: string | null }) {
  return (
    <td>
      {words ?? (
        <span className="muted">
          <Trans>Not said</Trans>
        </span>
      )}
    </td>
  );
}

/** When the intern asked. */
export function AskedCell({ at }: { at: string }) {
  const f = useFormat();
  return <td>{f.dateTime(at)}</td>;
}

/** The last cell: what the admin can do with the request, side by side. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className="button-row button-row--tight">{children}</div>
    </td>
  );
}
