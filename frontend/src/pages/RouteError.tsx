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
  const chunk = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <section className="container narrow not-found" role="alert">
      <h1>Something went wrong</h1>
      <p>
        {chunk
          ? 'This page could not be loaded. Your connection may have dropped, or the site was just updated.'
          : 'An unexpected error stopped this page. Reloading usually fixes it.'}
      </p>
      <p className="button-row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="button button--ghost" to="/home" reloadDocument>
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
