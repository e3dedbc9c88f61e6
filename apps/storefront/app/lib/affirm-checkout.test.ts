import { describe, expect, it, vi } from 'vitest';
import { openAffirmCheckout } from './affirm-checkout';

/** A window whose head loads any script at once, registering `affirm` as affirm.js does. */
function fakeWindow() {
  const checkout = Object.assign(vi.fn(), { open: vi.fn() });
  const ready = vi.fn((run: () => void) => run());
  const win: Record<string, unknown> = {};
  const added: string[] = [];
  win.document = {
    defaultView: win,
    createElement: () => ({ remove() {} }),
    head: {
      append(script: { src: string; onload: () => void }) {
        added.push(script.src);
        win.affirm = { checkout, ui: { ready } };
        script.onload();
      },
    },
  };
  return { win: win as unknown as Window, checkout, ready, added, config: () => win._affirm_config };
}

describe('openAffirmCheckout', () => {
  it("configures affirm.js with the public key, waits for it, then opens the API's checkout object", async () => {
    const page = fakeWindow();
    const object = { merchant: { user_confirmation_url: 'https://shop.test/affirm/success/' }, total: 1000 };
    await openAffirmCheckout(
      { publicKey: 'pk_affirm', scriptUrl: 'https://affirm.example.test/js/v2/affirm.js' },
      object,
      page.win,
    );
    expect(page.config()).toEqual({
      public_api_key: 'pk_affirm',
      script: 'https://affirm.example.test/js/v2/affirm.js',
    });
    expect(page.added).toEqual(['https://affirm.example.test/js/v2/affirm.js']);
    expect(page.ready).toHaveBeenCalledOnce();
    expect(page.checkout).toHaveBeenCalledWith(object);
    expect(page.checkout.open).toHaveBeenCalledOnce();
  });
});
