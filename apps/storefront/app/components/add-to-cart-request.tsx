import { type AddToCartVariables, useAddToCart } from '@fitkit/commerce-hooks/react';
import { useEffect, useRef } from 'react';
import { lastAddedLine } from '../lib/last-added';

/** One press of 'Add to Cart': its number (each press is a new request) and what it adds. */
export type AddToCartPress = { id: number; variables: AddToCartVariables };

/** Where a press stands: sent, added (with the cart line it went to, when the answer shows it), or failed. */
export type AddToCartOutcome =
  | { id: number; status: 'pending' }
  | { id: number; status: 'success'; itemId: string | null }
  | { id: number; status: 'error'; message: string };

/** Props of {@link AddToCartRequest}. */
export type AddToCartRequestProps = {
  /** The shopper's permId. */
  permId: string;
  /** The latest press. */
  press: AddToCartPress;
  /** Told where the latest press stands. */
  onOutcome: (outcome: AddToCartOutcome) => void;
};

/**
 * Sends each press of 'Add to Cart' through the cart mutation (shown at once, rolled back on failure). Renders
 * nothing: it exists so the mutation's code loads with the first press (or hover) instead of with the page.
 */
export function AddToCartRequest({ permId, press, onOutcome }: AddToCartRequestProps) {
  const { mutate } = useAddToCart(permId);
  // Each press is sent once, also when development's strict mode runs the effect twice.
  const sent = useRef(0);
  useEffect(() => {
    if (sent.current === press.id) return;
    sent.current = press.id;
    onOutcome({ id: press.id, status: 'pending' });
    mutate(press.variables, {
      onSuccess: (cart) => {
        const added = press.variables.productList.at(-1);
        const line = added ? lastAddedLine(cart, added.productId) : null;
        onOutcome({ id: press.id, status: 'success', itemId: line?.itemId ?? null });
      },
      onError: (error) => {
        // SPEC §8: the failure is logged with the API's code (or what went wrong on the way, e.g. a timeout).
        console.error(`Add To Cart: ${error.code ?? error.error.kind}`);
        onOutcome({ id: press.id, status: 'error', message: error.message });
      },
    });
  }, [press, mutate, onOutcome]);
  return null;
}
