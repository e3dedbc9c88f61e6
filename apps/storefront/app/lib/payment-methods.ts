/** A card provider of the API's card route: the token of its fields is paid with under this name. */
export type CardProvider = 'sandbox' | 'stripe' | 'braintree' | 'bolt';

/** Every card provider the shop's payment step can send to the API. */
export const CARD_PROVIDERS: readonly CardProvider[] = ['sandbox', 'stripe', 'braintree', 'bolt'];

/** A way to pay the step offers in its card slot: a card provider's fields, or PayPal's own buttons. */
export type PaymentMethodId = CardProvider | 'paypal';

/** A way to pay the payment step offers: its provider and the label shoppers know it by. */
export type PaymentMethod = { id: PaymentMethodId; label: string };

/** The providers' public keys the shop was started with (null when that provider is off). */
export type PaymentMethodKeys = {
  stripePublishableKey: string | null;
  braintreeMerchantId: string | null;
  /** PayPal's client id, set only when PayPal's script is configured too. */
  paypalClientId?: string | null;
  /** Bolt's publishable key, set only when Bolt's script is configured too. */
  boltPublishableKey?: string | null;
};

/**
 * The ways to pay the payment step offers: the sandbox card always, and each provider whose public key is set,
 * in the order shoppers meet them.
 */
export function offeredPaymentMethods(keys: PaymentMethodKeys): PaymentMethod[] {
  const methods: PaymentMethod[] = [{ id: 'sandbox', label: 'Card' }];
  // Stripe's Payment Element offers cards and the wallets the account turns on.
  if (keys.stripePublishableKey) methods.push({ id: 'stripe', label: 'Card or wallet' });
  // Braintree's browser key is the client token the API makes; the merchant id says the shop uses Braintree.
  if (keys.braintreeMerchantId) methods.push({ id: 'braintree', label: 'Credit or debit card' });
  if (keys.boltPublishableKey) methods.push({ id: 'bolt', label: 'Bolt' });
  if (keys.paypalClientId) methods.push({ id: 'paypal', label: 'PayPal' });
  return methods;
}

/** Whether a form field names a card provider the shop offers (anything else is refused before the API). */
export function isCardProvider(value: string): value is CardProvider {
  return (CARD_PROVIDERS as readonly string[]).includes(value);
}
