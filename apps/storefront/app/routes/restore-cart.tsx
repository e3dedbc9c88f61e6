import { redirect } from 'react-router';
import { callCartApi } from '../server/cart-api.server';
import { getOnly } from '../server/get-only.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/restore-cart';

/**
 * `/restore-cart/?id=…`: adds the cart behind an 'Email Cart' or abandoned-cart link to the shopper's cart, then
 * shows the cart. A private page; failures are only logged (SPEC §8).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const result = await callCartApi(context.get(shopperContext), 'POST', '/restore', { tempPermId: id });
  if (!result.ok) console.error(`Restore cart: ${result.status} ${result.message}`);
  return redirect('/checkout/cart/', 303);
}

/** Only GET: a post answers a plain 405. */
export const action = getOnly;
