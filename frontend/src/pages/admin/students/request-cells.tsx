import { Trans } from '@lingui/react/macro';

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
