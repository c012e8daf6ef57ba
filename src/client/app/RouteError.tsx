import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../api/apiErrors';

/** The error boundary of the route tree: unknown pages and failed loads. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <main className="centered-page">
      <title>{notFound ? 'Page not found · Starlane' : 'Error · Starlane'}</title>
      <section className="panel panel-narrow stack">
        <p className="eyebrow">{notFound ? 'Signal lost' : 'System fault'}</p>
        <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p className="muted">
          {notFound
            ? 'There is nothing at these coordinates.'
            : errorMessage(error, 'An unexpected error occurred. Please try again.')}
        </p>
        <div className="actions">
          <Link className="btn btn-primary" to="/">
            Go home
          </Link>
        </div>
      </section>
    </main>
  );
}
