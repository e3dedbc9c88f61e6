// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stub, setUpPage, url } from './global-states.test.helper';

setUpPage();

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
});
