import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFound } from './NotFoundPage.tsx';

/**
 * The router's errorElement: a 404 shows the friendly not-found page; anything else (a failed
 * chunk after a new release, a bug) gets a plain explanation and a reload button, never the
 * router's default 'Unexpected Application Error!'.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <section className="container narrow not-found" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        {chunk ? (
          <Trans>This page could not be loaded. Your connection may have dropped, or the site was just updated.</Trans>
        ) : (
          <Trans>An unexpected error stopped this page. Reloading usually fixes it.</Trans>
        )}
      </p>
      <p className="button-row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
        <Link className="button button--ghost" to="/home" reloadDocument>
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
