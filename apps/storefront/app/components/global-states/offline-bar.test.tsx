// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Stub, setUpPage } from './global-states.test.helper';

setUpPage();

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
