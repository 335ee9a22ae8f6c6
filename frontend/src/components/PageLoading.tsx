import { Trans } from '@lingui/react/macro';
import '../layouts/layout.css';
import './PageLoading.css';
/**
 * Shown while the first screen's code arrives. `shell` draws the header bar too, matching the static
 * markup of index.html so the first paint does not flash.
 */
export function PageLoading({ shell = false }: { shell?: boolean }) {
  const body = (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
  if (!shell) return body;
  return (
    <>
      <div className="site-header site-header--shell" aria-hidden="true">
        <div className="container site-header__inner">
          <span className="brand">
            <img src="/favicon.svg" alt="" width="32" height="32" className="brand__logo" />
          </span>
        </div>
      </div>
      {body}
    </>
  );
}
