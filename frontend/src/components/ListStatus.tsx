import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface ListStatusProps {
  /** The first answer has not come yet. */
  loading?: boolean;
  /** Why the list could not be loaded (shown as an alert; wins over loading and empty). */
  error?: string | null;
  /** The answer came and holds no rows. */
  empty?: boolean;
  loadingText?: string;
  emptyText: ReactNode;
  /** Shows a Try again button under the error. */
  onRetry?: () => void;
}

/**
 * What a list or table shows instead of its rows: the error (with Try again), the loading line or
 * the empty text; nothing once there are rows. The status region stays in the page so the loading
 * and empty lines are announced when they change.
 */
export function ListStatus({
  loading = false,
  error = null,
  empty = false,
  loadingText,
  emptyText,
  onRetry,
}: ListStatusProps) {
  const { t } = useLingui();
  const status = error ? null : loading ? (loadingText ?? t`Loading...`) : empty ? emptyText : null;
  return (
    <>
      {error && (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
          {onRetry && (
            <button type="button" className="button button--small" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      )}
      <div role="status" aria-live="polite" className="list-status">
        {status !== null && <p className={loading ? undefined : 'muted'}>{status}</p>}
      </div>
    </>
  );
}
