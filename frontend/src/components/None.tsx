import { Trans } from '@lingui/react/macro';

/** An empty cell, said so. */
export function None() {
  return (
    <span className="muted">
      <Trans>None</Trans>
    </span>
  );
}
