import { cleanup, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadDeferredParts } from '../../lib/deferred-hydration';
import { integrationDecider } from '../../lib/integrations';
import { GeneralMessagesBox } from './general-messages';
import { GlobalStates } from './global-states';
import { useGlobalStates } from './use-global-states';

// A shop shell with GlobalStates and a page that uses it, shared by the global states' tests.

/** Shows what a page sees: the URL and two integration switches, plus buttons that report messages. */
function Page() {
  const { pathname, search } = useLocation();
  const { integrations, messages, notifications } = useGlobalStates();
  const isIntegrationOn = integrationDecider(integrations);
  return (
    <>
      <p data-testid="url">{`${pathname}${search}`}</p>
      <p data-testid="chat">{String(isIntegrationOn('chat'))}</p>
      <p data-testid="popups">{String(isIntegrationOn('popups'))}</p>
      <button type="button" onClick={() => messages.addError({ message: 'Card declined' })}>
        fail
      </button>
      <button
        type="button"
        onClick={() => notifications.add({ title: 'Saved', message: 'Done', type: 'SUCCESS' })}
      >
        toast
      </button>
      <Link to="/other/">other page</Link>
    </>
  );
}

function Shell() {
  return (
    <GlobalStates>
      <GeneralMessagesBox />
      <Outlet />
    </GlobalStates>
  );
}

const pages = ['/', '/other/', '/checkout/cart/', '/pay/'].map((path) => ({ path, Component: Page }));

/** The shell with its page on /, /other/, /checkout/cart/ and /pay/. */
export const Stub = createRoutesStub([{ Component: Shell, children: pages }]);

/** The same shell as the root route, whose loader answers `root` (the shop's integration configuration…). */
export const stubWithRoot = (root: object) =>
  createRoutesStub([{ id: 'root', loader: () => root, Component: Shell, children: pages }]);

/** The URL the page sees. */
export const url = () => screen.getByTestId('url').textContent;

/** A fresh session and a scroll spy before each test; unmounted after. */
export function setUpPage(): void {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.scrollTo = vi.fn();
    // As the root does once the shell has hydrated: the toasts' region and the overlay host load their code.
    void loadDeferredParts();
  });
  afterEach(cleanup);
}
