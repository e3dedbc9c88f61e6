// Loaded with `import()` when the shopper presses "Pay with Affirm": affirm.js and this module stay out of the
// payment step's first load.
import { type AffirmNamespace, loadProviderScript } from './provider-script';

/** The shop's Affirm public key and where affirm.js is (AFFIRM_PUBLIC_KEY, AFFIRM_SCRIPT_URL). */
export type AffirmSettings = { publicKey: string; scriptUrl: string };

/**
 * Opens Affirm's checkout with the API's checkout object (payments AffirmObject): affirm.js takes the shopper to
 * Affirm, which sends them back to the shop's own /affirm/success/ or /affirm/cancelled/ (the API accepts no
 * other return pages).
 */
export async function openAffirmCheckout(
  settings: AffirmSettings,
  checkoutObject: unknown,
  win: Window = window,
): Promise<void> {
  // affirm.js reads its key from this global when it starts.
  (win as Window & { _affirm_config?: unknown })._affirm_config = {
    public_api_key: settings.publicKey,
    script: settings.scriptUrl,
  };
  const affirm = await loadProviderScript<AffirmNamespace>(settings.scriptUrl, 'affirm', win.document);
  await new Promise<void>((resolve) => (affirm.ui ? affirm.ui.ready(resolve) : resolve()));
  affirm.checkout(checkoutObject);
  affirm.checkout.open();
}
