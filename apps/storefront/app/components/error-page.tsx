import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { Component, type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { browserReloadEnvironment, isChunkLoadError, reloadOnce } from '../lib/chunk-reload';
import { SITE_NAME } from '../lib/meta';
import { DOES_NOT_EXIST_TEXT } from '../lib/not-found';

/** The 404 page's texts (SPEC §2). */
export const NOT_FOUND_TITLE = '404. Page Not Found.';
/** The line under the 404 heading (SPEC §2). */
export const NOT_FOUND_TEXT =
  "We're sorry, it looks like the page you're looking for has come to a dead end.";
/** The heading of every other error (SPEC §8). */
export const INTERNAL_ERROR_TITLE = 'Internal Error';
/** What shows when the error page itself fails to render (SPEC §8). */
export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

/** The text an error shows: a route error's own message, else the general error (no stack traces). */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error))
    return typeof error.data === 'string' && error.data ? error.data : error.statusText;
  return GENERAL_ERROR;
}

/** A 404's own line: its message, or SPEC §8's 'does not exist' when it says no more than 'Not Found'. */
export function notFoundMessage(error: unknown): string {
  const message = errorMessage(error);
  return message === 'Not Found' ? DOES_NOT_EXIST_TEXT : message;
}

/** '404. Page Not Found.' or 'Internal Error' with the message; marked noindex (SPEC §2, §8). */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page whose code chunk failed to load is usually fixed by loading the new build: reload once (SPEC §4).
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce(browserReloadEnvironment());
  }, [error]);
  return (
    <div className="page error-page">
      <title>{`${notFound ? NOT_FOUND_TITLE : INTERNAL_ERROR_TITLE} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      {notFound ? (
        <>
          <h1>{NOT_FOUND_TITLE}</h1>
          <p>{notFoundMessage(error)}</p>
          <p>{NOT_FOUND_TEXT}</p>
        </>
      ) : (
        <>
          <h1>{INTERNAL_ERROR_TITLE}</h1>
          <p>{errorMessage(error)}</p>
        </>
      )}
      <p>
        <Link to="/">Go back to the home page</Link>
      </p>
    </div>
  );
}

/**
 * The last resort when the error page (or the shell around it) throws while rendering. A plain link, not a
 * router link, because the router may be what failed.
 */
export function ErrorPageFailed() {
  return (
    <main id="main" className="page error-page">
      <title>{`${INTERNAL_ERROR_TITLE} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{ERROR_PAGE_FAILED_TEXT}</h1>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </main>
  );
}

/** Catches a render failure of the error page and shows {@link ErrorPageFailed} instead. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
