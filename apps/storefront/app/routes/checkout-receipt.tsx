import { Receipt } from '@fitkit/ui/receipt';
import { Link } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { sameOriginPath } from '../lib/redirect-target';
import { readCheckoutStep } from '../server/checkout.server';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { orderStatusLinkOf, receiptOrderOf } from '../server/receipt.server';
import { shopperContext } from '../server/shopper.server';
import type { Route } from './+types/checkout-receipt';

export const meta: Route.MetaFunction = () => [
  { title: `Thank You | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Checkout runs in simple mode: no search bar, no mini cart, no pop-ups. */
export const handle = { simple: true };

/** The receipt of the order just paid; without a fresh order the shopper goes back to the cart. */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const { checkout } = await readCheckoutStep(context, 'receipt');
  const { permId } = context.get(shopperContext);
  const { client } = context.get(commerceContext);
  // Right after paying, the permId alone opens the receipt (GET receipt/{orderReference}?permId).
  const receipt = await client.getReceipt(checkout.receipt?.orderReference ?? '', { permId });
  if (!receipt.ok) throw new Response('Your receipt could not be read', { status: 503 });
  return {
    order: receiptOrderOf(receipt.data, checkout),
    statusHref: sameOriginPath(orderStatusLinkOf(request), '/orderstatus/'),
  };
}

// The receipt step: the order, its summary, addresses and payment, and the link to follow it.
export default function CheckoutReceiptPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page checkout-page">
      <h1 className="fk-visually-hidden">Order Receipt</h1>
      <Receipt order={loaderData.order} statusHref={loaderData.statusHref} />
      <p>
        <Link to="/">Continue Shopping</Link>
      </p>
    </div>
  );
}
