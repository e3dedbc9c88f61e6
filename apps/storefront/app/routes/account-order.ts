import { data, redirect } from 'react-router';
import { requireAccount } from '../server/account.server';
import { commerceContext } from '../server/commerce.server';
import { isOrderId } from '../server/orders.server';
import { declarePage } from '../server/page-kind.server';
import { statusPathOf } from '../server/payment.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/account-order';

/**
 * An order of the account's history: the API gives a short-lived status link for the shopper's own orders, and
 * the order's status page takes it from there (it moves the token into its cookie). Any other order is not found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  await requireAccount(request, context.get(shopperContext));
  if (!isOrderId(params.orderId)) throw data('Not Found', { status: 404 });
  const link = await context.get(commerceContext).client.getOrderHistoryLink(params.orderId);
  if (!link.ok) throw data('Not Found', { status: 404 });
  const path = statusPathOf(link.data.orderStatusUrl);
  if (!path) throw data('Not Found', { status: 404 });
  return redirect(path, 303);
}
