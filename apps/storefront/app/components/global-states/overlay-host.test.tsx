// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stub, setUpPage, stubWithRoot, url } from './global-states.test.helper';

setUpPage();

describe('GlobalStates overlays', () => {
  it('asks the shopper to confirm their location only while geolocation is on and has its script', async () => {
    const Shop = stubWithRoot({
      integrationScripts: { geolocation: '/geolocation.js' },
      integrationsOff: [],
    });
    render(<Shop initialEntries={['/?mod=confirmLocationPopup']} />);
    await screen.findByRole('dialog', { name: 'Confirm Your Location' });
    expect(url()).toBe('/?mod=confirmLocationPopup');
    cleanup();
    render(<Shop initialEntries={['/?disableIntegration=geolocation&mod=confirmLocationPopup']} />);
    await waitFor(() => expect(url()).toBe('/?disableIntegration=geolocation'));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    // A shop without a geolocation script has no guess to confirm.
    render(<Stub initialEntries={['/?mod=confirmLocationPopup']} />);
    await waitFor(() => expect(url()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drops unknown keys and the login pop-up while login is off', async () => {
    render(<Stub initialEntries={['/?mod=cognitoLoginPopup&disableIntegration=login']} />);
    await waitFor(() => expect(url()).toBe('/?disableIntegration=login'));
    cleanup();
    render(<Stub initialEntries={['/?mod=nothing']} />);
    await waitFor(() => expect(url()).toBe('/'));
  });
});
