import { describe, expect, it } from 'vitest';
import { loadProviderScript, type PayPalNamespace, paypalScriptSrc } from './provider-script';

const SDK = 'https://paypal.example.test/sdk/js';
const NAMESPACE: PayPalNamespace = { Buttons: () => ({ render: async () => {} }) };

type FakeScript = {
  src: string;
  onload?: () => void;
  onerror?: () => void;
  removed: boolean;
  remove(): void;
};

/** A page whose head records the scripts added to it, and whose window gets `paypal` when one loads. */
function fakePage() {
  const scripts: FakeScript[] = [];
  const view: { paypal?: PayPalNamespace } = {};
  const doc = {
    defaultView: view,
    createElement: (): FakeScript => ({
      src: '',
      removed: false,
      remove() {
        this.removed = true;
      },
    }),
    head: { append: (script: FakeScript) => scripts.push(script) },
  };
  return { doc: doc as unknown as Document, scripts, view };
}

describe('paypalScriptSrc', () => {
  it('asks for the buttons, authorising in US dollars, with the client id and nothing else of ours', () => {
    const src = new URL(paypalScriptSrc(`${SDK}?debug=false`, 'client id&x'));
    expect(src.origin + src.pathname).toBe(SDK);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      debug: 'false',
      'client-id': 'client id&x',
      intent: 'authorize',
      currency: 'USD',
      components: 'buttons',
    });
  });

  it("takes a path on the page's own origin", () => {
    expect(paypalScriptSrc('/wallet-fixtures/paypal.js', 'c', 'http://shop.test/checkout/payment/')).toMatch(
      /^http:\/\/shop\.test\/wallet-fixtures\/paypal\.js\?client-id=c&/,
    );
  });
});

describe('loadProviderScript', () => {
  it('a script that cannot load fails and is taken away, so a later try adds it afresh', async () => {
    const page = fakePage();
    const failed = loadProviderScript(`${SDK}?a`, 'paypal', page.doc);
    page.scripts[0]!.onerror!();
    await expect(failed).rejects.toThrow('paypal could not be loaded');
    expect(page.scripts[0]!.removed).toBe(true);

    const again = loadProviderScript(`${SDK}?a`, 'paypal', page.doc);
    const twice = loadProviderScript(`${SDK}?a`, 'paypal', page.doc);
    expect(page.scripts).toHaveLength(2);
    expect(page.scripts[1]!.src).toBe(`${SDK}?a`);
    page.view.paypal = NAMESPACE;
    page.scripts[1]!.onload!();
    await expect(again).resolves.toBe(NAMESPACE);
    await expect(twice).resolves.toBe(NAMESPACE);
  });

  it('a script that loads without registering its global fails', async () => {
    const page = fakePage();
    const loaded = loadProviderScript(`${SDK}?b`, 'affirm', page.doc);
    page.scripts[0]!.onload!();
    await expect(loaded).rejects.toThrow('affirm did not start');
  });
});
