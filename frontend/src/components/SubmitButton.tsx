import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A form's submit button: disabled while the form is busy, saying `busyLabel` (the specification's 'Loading...') meanwhile. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  className = 'button button--block',
  disabled = false,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? (busyLabel ?? t`Loading...`) : children}
    </button>
  );
}
