import { CHECKOUT_PATHS } from '../shop-routes';

/** One step of checkout (SPEC §2 checkout routes). */
export type CheckoutStep = keyof typeof CHECKOUT_PATHS;

/** What decides which step a shopper may see. */
export type CheckoutProgress = {
  /** Lines in the cart. */
  itemCount: number;
  /** The address step saved both contacts. */
  hasContacts: boolean;
  /** The shopper paid an order a moment ago (the checkout answer's receipt). */
  hasFreshOrder: boolean;
};

/**
 * The step a shopper asking for `step` must be sent to instead, or null when they may see it: an empty cart goes
 * back to the cart (or to the receipt of the order just paid), a receipt needs a fresh order, payment needs the
 * address step done.
 */
export function checkoutStepRedirect(step: CheckoutStep, progress: CheckoutProgress): string | null {
  if (step === 'receipt') return progress.hasFreshOrder ? null : CHECKOUT_PATHS.cart;
  if (step === 'cart') return null;
  // An empty cart right after paying (e.g. back from the bank's confirmation, the order already placed) is the receipt's.
  if (progress.itemCount === 0) return progress.hasFreshOrder ? CHECKOUT_PATHS.receipt : CHECKOUT_PATHS.cart;
  if (step === 'payment' && !progress.hasContacts) return CHECKOUT_PATHS.address;
  return null;
}
