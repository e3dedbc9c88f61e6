// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INTEGRATIONS_STORAGE_KEY } from '../../lib/integration-session';
import { Stub, setUpPage } from './global-states.test.helper';

setUpPage();

describe('GlobalStates integrations', () => {
  it('keeps URL choices for the session and lets pages turn integrations off', async () => {
    render(<Stub initialEntries={['/?disableIntegration=chat']} />);
    await waitFor(() => expect(screen.getByTestId('chat').textContent).toBe('false'));
    expect(JSON.parse(window.sessionStorage.getItem(INTEGRATIONS_STORAGE_KEY) ?? '[]')).toEqual([
      'disableIntegration=chat',
    ]);
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
