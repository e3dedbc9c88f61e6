// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stub, setUpPage } from './global-states.test.helper';

setUpPage();

describe('GlobalStates toasts', () => {
  it('shows toasts in the notifications region', () => {
    render(<Stub initialEntries={['/']} />);
    act(() => screen.getByRole('button', { name: 'toast' }).click());
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Saved');
  });
});
