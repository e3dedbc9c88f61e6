// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Link, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTEGRATIONS_STORAGE_KEY } from '../lib/integrations';
import { GeneralMessagesBox, GlobalStates, useGlobalStates } from './global-states';

/** Shows what a page sees: the URL and two integration switches, plus buttons that report messages. */
function Page() {
  const { pathname, search } = useLocation();
  const { isIntegrationOn, messages, notifications } = useGlobalStates();
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

const Stub = createRoutesStub([
  {
    Component: Shell,
    children: [
      { path: '/', Component: Page },
      { path: '/other/', Component: Page },
      { path: '/checkout/cart/', Component: Page },
      { path: '/pay/', Component: Page },
    ],
  },
]);

const url = () => screen.getByTestId('url').textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

describe('GlobalStates overlays', () => {
  it('drops a mod key whose dialog does not exist, keeping the rest of the query', async () => {
    render(<Stub initialEntries={['/?q=mats&mod=sc']} />);
    await waitFor(() => expect(url()).toBe('/?q=mats'));
  });

  it('drops unknown keys and the login pop-up while login is off', async () => {
    render(<Stub initialEntries={['/?mod=cognitoLoginPopup&disableIntegration=login']} />);
    await waitFor(() => expect(url()).toBe('/?disableIntegration=login'));
    cleanup();
    render(<Stub initialEntries={['/?mod=nothing']} />);
    await waitFor(() => expect(url()).toBe('/'));
  });
});

describe('GlobalStates integrations', () => {
  it('keeps URL choices for the session and lets pages turn integrations off', async () => {
    render(<Stub initialEntries={['/?disableIntegration=chat']} />);
    await waitFor(() => expect(screen.getByTestId('chat').textContent).toBe('false'));
    expect(JSON.parse(window.sessionStorage.getItem(INTEGRATIONS_STORAGE_KEY) ?? '{}')).toEqual({
      chat: false,
    });
    cleanup();
    render(<Stub initialEntries={['/checkout/cart/']} />);
    await waitFor(() => expect(screen.getByTestId('chat').textContent).toBe('false'));
    expect(screen.getByTestId('popups').textContent).toBe('false');
    cleanup();
    render(<Stub initialEntries={['/?enableIntegration=all']} />);
    await waitFor(() => expect(screen.getByTestId('chat').textContent).toBe('true'));
    cleanup();
    render(<Stub initialEntries={['/pay/']} />);
    expect(screen.getByTestId('chat').textContent).toBe('false');
    expect(screen.getByTestId('popups').textContent).toBe('false');
  });
});

describe('GlobalStates messages', () => {
  it('shows a general error, scrolls to the top, and clears it on the next page', async () => {
    render(<Stub initialEntries={['/']} />);
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    // The boxes' code loads with the first message.
    expect((await screen.findByRole('alert')).textContent).toContain('Card declined');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => screen.getByRole('link', { name: 'other page' }).click());
    await waitFor(() => expect(url()).toBe('/other/'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows toasts in the notifications region', () => {
    render(<Stub initialEntries={['/']} />);
    act(() => screen.getByRole('button', { name: 'toast' }).click());
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Saved');
  });
});

describe('GlobalStates offline bar', () => {
  it('shows nothing while online and the closable offline bar once the browser goes offline', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      render(<Stub initialEntries={['/']} />);
      expect(screen.queryByText('Connection: Offline')).toBeNull();
      onLine.mockReturnValue(false);
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(await screen.findByText('Connection: Offline')).toBeTruthy();
    } finally {
      onLine.mockRestore();
    }
  });
});
