// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOES_NOT_EXIST_TEXT, PAGE_NOT_FOUND_TEXT } from '../lib/not-found';
import {
  ERROR_PAGE_FAILED_TEXT,
  ErrorPage,
  ErrorPageGuard,
  INTERNAL_ERROR_TITLE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
} from './error-page';

let shown: unknown = null;
/** The route the stub router renders: the error page for {@link shown}. */
function ShownErrorPage() {
  return <ErrorPage error={shown} />;
}
const Stub = createRoutesStub([{ path: '/', Component: ShownErrorPage }]);

/** The error page rendered on the server inside a router, as the root error boundary does. */
function renderOnServer(error: unknown): string {
  shown = error;
  return renderToString(<Stub initialEntries={['/']} />);
}

/** An error page that fails to render. */
function Broken(): never {
  throw new Error('broken error page');
}

/** What React Router hands the error boundary for a thrown 4xx/5xx response. */
function routeError(status: number, data: string) {
  return {
    status,
    statusText: status === 404 ? 'Not Found' : 'Internal Server Error',
    internal: false,
    data,
  };
}

afterEach(cleanup);

describe('ErrorPage', () => {
  it('shows the 404 texts of SPEC §2, a link home and noindex', () => {
    expect(NOT_FOUND_TITLE).toBe('404. Page Not Found.');
    expect(NOT_FOUND_TEXT).toBe(
      "We're sorry, it looks like the page you're looking for has come to a dead end.",
    );
    const html = renderOnServer(routeError(404, 'This page could not be found'));
    expect(html).toContain(`<h1>${NOT_FOUND_TITLE}</h1>`);
    expect(html).toContain('dead end.');
    expect(html).toContain('<a href="/" data-discover="true">Go back to the home page</a>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("shows a 404's own message of SPEC §8, and 'does not exist' for a plain Not Found", () => {
    expect(PAGE_NOT_FOUND_TEXT).toBe('This page could not be found');
    expect(DOES_NOT_EXIST_TEXT).toBe('The page you requested does not exist');
    expect(renderOnServer(routeError(404, PAGE_NOT_FOUND_TEXT))).toContain(`<p>${PAGE_NOT_FOUND_TEXT}</p>`);
    const plain = renderOnServer(routeError(404, 'Not Found'));
    expect(plain).toContain(`<p>${DOES_NOT_EXIST_TEXT}</p>`);
    expect(plain).not.toContain('<p>Not Found</p>');
  });

  it('shows Internal Error with a route error message', () => {
    const html = renderOnServer(
      routeError(500, 'There was a problem loading this page. Please refresh to try again.'),
    );
    expect(html).toContain(`<h1>${INTERNAL_ERROR_TITLE}</h1>`);
    expect(html).toContain('There was a problem loading this page. Please refresh to try again.');
  });

  it('shows the general error for thrown exceptions, never their details', () => {
    const html = renderOnServer(new Error('secret stack detail'));
    expect(html).toContain('<h1>Internal Error</h1>');
    expect(html).toContain('Sorry, something went wrong.  Please refresh this page and try again.');
    expect(html).not.toContain('secret stack detail');
  });
});

describe('ErrorPage after a failed chunk load', () => {
  it('reloads the page once, not again within 60 s', () => {
    window.sessionStorage.clear();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    shown = new TypeError('Failed to fetch dynamically imported module: /assets/cart-x1.js');
    render(<Stub initialEntries={['/']} />);
    expect(reload).toHaveBeenCalledTimes(1);
    cleanup();
    render(<Stub initialEntries={['/']} />);
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('does not reload for other errors', () => {
    window.sessionStorage.clear();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    shown = new Error('boom');
    render(<Stub initialEntries={['/']} />);
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });
});

describe('ErrorPageGuard', () => {
  it('shows the error-page failure with a plain link home when the error page throws', () => {
    // React reports the caught error on the console; the test only cares about what the shopper sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    quiet.mockRestore();
    expect(view.getByRole('heading').textContent).toBe(ERROR_PAGE_FAILED_TEXT);
    expect(view.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('renders the error page itself when nothing fails', () => {
    const view = render(
      <ErrorPageGuard>
        <p>fine</p>
      </ErrorPageGuard>,
    );
    expect(view.getByText('fine')).toBeTruthy();
    expect(view.queryByText(ERROR_PAGE_FAILED_TEXT)).toBeNull();
  });
});
