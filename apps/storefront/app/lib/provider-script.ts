// A payment provider's browser script (PayPal's SDK, affirm.js), added to the page only when the shopper picks
// that way to pay.

/** PayPal's JS SDK as far as the payment step uses it: its buttons. */
export type PayPalNamespace = {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError?: (error: unknown) => void;
    style?: Record<string, string>;
  }): { render(container: HTMLElement): Promise<void>; close?(): Promise<void> };
};

/** affirm.js as far as the payment step uses it: its checkout, opened with the API's checkout object. */
export type AffirmNamespace = {
  checkout: ((checkoutObject: unknown) => void) & { open(): void };
  ui?: { ready(run: () => void): void };
};

/** Bolt's embed script as far as the payment step uses it: its card fields, which tokenise the card. */
export type BoltNamespace = (publishableKey: string) => {
  create(component: 'payment_component'): {
    mount(container: HTMLElement): void;
    unmount?(): void;
    tokenize(): Promise<{ token?: string } | Error>;
  };
};

/**
 * The SDK's address: the configured script URL (PAYPAL_SCRIPT_URL) with the shop's client id, payments only
 * authorised (captured at shipping) in US dollars, and only the buttons component.
 */
export function paypalScriptSrc(
  scriptUrl: string,
  clientId: string,
  page: string | undefined = globalThis.location?.href,
): string {
  // A path (a local stand-in) is on the page's own origin.
  const url = new URL(scriptUrl, page);
  url.searchParams.set('client-id', clientId);
  url.searchParams.set('intent', 'authorize');
  url.searchParams.set('currency', 'USD');
  url.searchParams.set('components', 'buttons');
  return url.toString();
}

const loading = new Map<string, Promise<unknown>>();

/**
 * Adds a provider's script to the page once per address; answers the global it registers (`paypal`, `affirm`),
 * or fails (and may be tried again) when it cannot load.
 */
export function loadProviderScript<T>(src: string, global: string, doc: Document = document): Promise<T> {
  let script = loading.get(src);
  if (!script) {
    script = new Promise<unknown>((resolve, reject) => {
      const element = doc.createElement('script');
      element.src = src;
      element.async = true;
      element.onload = () => {
        const value = (doc.defaultView as unknown as Record<string, unknown> | null)?.[global];
        if (value) resolve(value);
        else reject(new Error(`${global} did not start`));
      };
      element.onerror = () => {
        element.remove();
        reject(new Error(`${global} could not be loaded`));
      };
      doc.head.append(element);
    }).catch((error: unknown) => {
      loading.delete(src);
      throw error;
    });
    loading.set(src, script);
  }
  return script as Promise<T>;
}
