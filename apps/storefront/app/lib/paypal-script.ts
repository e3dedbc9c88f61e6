/** PayPal's JS SDK as far as the payment step uses it: its buttons. */
export type PayPalNamespace = {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError?: (error: unknown) => void;
    style?: Record<string, string>;
  }): { render(container: HTMLElement): Promise<void>; close?(): Promise<void> };
};

/**
 * The SDK's address: the configured script URL (PAYPAL_SCRIPT_URL) with the shop's client id, payments only
 * authorised (captured at shipping) in US dollars, and only the buttons component.
 */
export function paypalScriptSrc(scriptUrl: string, clientId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('client-id', clientId);
  url.searchParams.set('intent', 'authorize');
  url.searchParams.set('currency', 'USD');
  url.searchParams.set('components', 'buttons');
  return url.toString();
}

let loading: Promise<PayPalNamespace> | null = null;

/** Adds PayPal's SDK to the page once; answers its namespace, or fails (and may be tried again) when it cannot load. */
export function loadPayPal(src: string, doc: Document = document): Promise<PayPalNamespace> {
  loading ??= new Promise<PayPalNamespace>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const paypal = (doc.defaultView as (Window & { paypal?: PayPalNamespace }) | null)?.paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('PayPal could not be loaded'));
    };
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
