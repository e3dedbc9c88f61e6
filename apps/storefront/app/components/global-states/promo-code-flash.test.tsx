// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_DENIED_EVENT, readPromoFlash } from '../../lib/promo-code';
import { Stub, setUpPage } from './global-states.test.helper';

setUpPage();

describe('PromoCodeFlash', () => {
  it('shows the outcome of a promo link once, clears the flash cookie and reports a refusal', async () => {
    const denied = vi.fn();
    window.addEventListener(PROMO_DENIED_EVENT, denied);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's redirect.
    document.cookie = 'promoFlash=invalid%3ABAD; Path=/';
    render(<Stub initialEntries={['/']} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region.textContent).toContain('Promo code not valid.'));
    expect(readPromoFlash(document.cookie)).toBeNull();
    expect(denied.mock.calls[0]?.[0].detail).toEqual({ outcome: 'invalid', promoCode: 'BAD' });
    window.removeEventListener(PROMO_DENIED_EVENT, denied);
  });

  it('shows a success without the event', async () => {
    const denied = vi.fn();
    window.addEventListener(PROMO_DENIED_EVENT, denied);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's redirect.
    document.cookie = 'promoFlash=applied%3ASAVE10; Path=/';
    render(<Stub initialEntries={['/']} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region.textContent).toContain('Promo code successfully applied!'));
    expect(denied).not.toHaveBeenCalled();
    window.removeEventListener(PROMO_DENIED_EVENT, denied);
  });
});
