// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stub, setUpPage } from './global-states.test.helper';

setUpPage();

describe('GlobalStates toasts', () => {
  it('shows toasts in the notifications region', async () => {
    render(<Stub initialEntries={['/']} />);
    // The region hydrates after paint (its code loads once the shell is there).
    const region = await screen.findByRole('region', { name: 'Notifications' });
    act(() => screen.getByRole('button', { name: 'toast' }).click());
    expect(region.textContent).toContain('Saved');
  });
});
