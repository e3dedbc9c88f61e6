// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stub, setUpPage, url } from './global-states.test.helper';

setUpPage();

describe('GlobalStates overlays', () => {
  it('drops a mod key whose dialog does not exist, keeping the rest of the query', async () => {
    // Geolocation on, so only the missing dialog can drop the key.
    render(<Stub initialEntries={['/?q=mats&enableIntegration=geolocation&mod=confirmLocationPopup']} />);
    await waitFor(() => expect(url()).toBe('/?q=mats&enableIntegration=geolocation'));
  });

  it('drops unknown keys and the login pop-up while login is off', async () => {
    render(<Stub initialEntries={['/?mod=cognitoLoginPopup&disableIntegration=login']} />);
    await waitFor(() => expect(url()).toBe('/?disableIntegration=login'));
    cleanup();
    render(<Stub initialEntries={['/?mod=nothing']} />);
    await waitFor(() => expect(url()).toBe('/'));
  });
});
