import { isRouteErrorResponse, Link } from 'react-router';
import { GENERAL_ERROR } from '../lib/messages';
import { SITE_NAME } from '../lib/meta';

/** The text an error shows: a route error's own message, else the general error (no stack traces). */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error))
    return typeof error.data === 'string' && error.data ? error.data : error.statusText;
  return GENERAL_ERROR;
}

/** '404. Page Not Found.' or 'Internal Error' with the message; marked noindex (SPEC §2, §8). */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page error-page">
      <title>{`${notFound ? '404. Page Not Found.' : 'Internal Error'} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      {notFound ? (
        <>
          <h1>404. Page Not Found.</h1>
          <p>We're sorry, it looks like the page you're looking for has come to a dead end.</p>
        </>
      ) : (
        <>
          <h1>Internal Error</h1>
          <p>{errorMessage(error)}</p>
        </>
      )}
      <p>
        <Link to="/">Go back to the home page</Link>
      </p>
    </div>
  );
}
