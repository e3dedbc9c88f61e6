// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_DENIED_EVENT, readPromoFlash } from '../../lib/promo-code';
import { Stub, setUpPage } from './global-states.test.helper';

setUpPage();

describe('PromoCodeFlash', () => {
  it.each([
    [
      'PROMO_CODE_NOT_VALID%3ABAD',
      'Promo code not valid.',
      [{ code: 'PROMO_CODE_NOT_VALID', promoCode: 'BAD' }],
    ],
    ['SUCCESS%3ASAVE10', 'Promo code successfully applied!', []],
  ])(
    'shows the flash %s once as a toast, clears it and reports only a refusal',
    async (flash, text, events) => {
      const denied = vi.fn();
      window.addEventListener(PROMO_DENIED_EVENT, denied);
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's redirect.
      document.cookie = `promoFlash=${flash}; Path=/`;
      render(<Stub initialEntries={['/']} />);
      const region = await screen.findByRole('region', { name: 'Notifications' });
      await waitFor(() => expect(region.textContent).toContain(text));
      expect(readPromoFlash(document.cookie)).toBeNull();
      expect(denied.mock.calls.map(([event]) => event.detail)).toEqual(events);
      window.removeEventListener(PROMO_DENIED_EVENT, denied);
    },
  );
});
