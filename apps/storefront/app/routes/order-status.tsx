import type { Order, OrderBalance } from '@fitkit/commerce-hooks';
import {
  formatOrderDate,
  type OrderActions,
  type OrderChangeIntent,
  OrderStatus,
  type OrderStatusOrder,
} from '@fitkit/ui/order-status';
import { Price } from '@fitkit/ui/price';
import { data, Link, redirect, useNavigation, useSubmit } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { commerceContext } from '../server/commerce.server';
import {
  answer,
  changeOrder,
  isOrderId,
  moveTokenToCookie,
  ORDER_TOKEN_COOKIE,
  orderTokenOf,
} from '../server/orders.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { ORDER_PATHS, SHOP_ROUTES } from '../shop-routes';
import type { Route } from './+types/order-status';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `Order ${loaded?.order.orderReference ?? 'Status'} | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The order and its token, or the answer that sends the shopper elsewhere. */
function tokenFor(request: Request, orderId: string | undefined): { orderId: string; token: string } {
  if (!isOrderId(orderId)) throw data('Not Found', { status: 404 });
  const moved = moveTokenToCookie(request, orderId);
  if (moved) throw moved;
  const token = orderTokenOf(request);
  // No token (or an expired cookie): the shopper logs in to the order again.
  if (!token) throw redirect(ORDER_PATHS.lookup, 303);
  return { orderId, token };
}

/** An order by the token the e-mail link or the order login stored for this page (private, never stored). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const { orderId, token } = tokenFor(request, params.orderId);
  const result = await context.get(commerceContext).client.getOrder(orderId, token);
  if (!result.ok && result.error.kind === 'http' && result.error.status === 404) {
    // A token that no longer opens the order (expired, or another order's): forget it and log in again.
    throw redirect(ORDER_PATHS.lookup, {
      status: 303,
      headers: { 'Set-Cookie': `${ORDER_TOKEN_COOKIE}=; Max-Age=0; Path=${ORDER_PATHS.status(orderId)}` },
    });
  }
  return { order: dataOr404(result) };
}

/** Cancel the order, cancel a line or return a line; the answer's msg shows above the order. */
export async function action({ request, params, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const order = tokenFor(request, params.orderId);
  return answer(await changeOrder(await request.formData(), order, context.get(commerceContext).client));
}

/** The reasons offered for cancelling or returning (the API takes any plain text). */
const CHANGE_REASONS = [
  'Ordered by mistake',
  'Found a better price',
  'No longer needed',
  'Does not fit my vehicle',
  'Arrived damaged',
  'Other',
] as const;

/** The order as the kit's OrderStatus shows it: each line linked to its product, the parcel on shipped lines. */
function statusOrder(order: Order): OrderStatusOrder {
  const { tracking } = order;
  const parcel =
    tracking?.trackingNumber && tracking.carrier
      ? {
          carrier: tracking.carrier,
          trackingNumber: tracking.trackingNumber,
          href: ORDER_PATHS.tracking(tracking.trackingId),
        }
      : null;
  return {
    orderReference: order.orderReference,
    placedAt: order.placedAt ?? order.createdAt,
    status: order.orderStatus,
    lines: order.items.map((item) => ({
      itemId: item.itemId,
      productName: item.productName,
      qty: item.qty,
      subtotal: item.subtotal,
      href: SHOP_ROUTES.sku({ productLineSlug: item.productLineSlug, skuSlug: item.skuSlug }),
      status: item.shippingStatus,
      tracking: item.shippingStatus === 'CANCELLED' ? null : parcel,
    })),
  };
}

/** What the API allows now, as the kit's OrderStatus offers it. */
function orderActions(order: Order): OrderActions {
  return {
    cancelOrder: order.canCancel,
    cancelLineIds: order.items.filter((item) => item.canCancel).map((item) => item.itemId),
    returnLineIds: order.items.filter((item) => item.canReturn).map((item) => item.itemId),
  };
}

function Totals({ totals }: { totals: Order['totals'] }) {
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ['Discount', -totals.discount],
    ['Shipping', totals.shipping],
    ['Tax', totals.tax],
    ['Gift cards', -totals.giftCards],
    ['Total', totals.total],
    ['Refunded', totals.refunded],
  ];
  return (
    <dl className="order-status__totals">
      {rows
        .filter(([name, cents]) => cents !== 0 || name === 'Total' || name === 'Subtotal')
        .map(([name, cents]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <Price cents={cents} size="sm" />
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** What a balance asked after the order was placed says of itself. */
function balanceState(balance: OrderBalance): string {
  if (balance.status === 'PAID') {
    const card = balance.lastFour ? ` with the card ending ${balance.lastFour}` : '';
    return `Paid on ${formatOrderDate(balance.paidAt ?? balance.requestedAt)}${card}`;
  }
  if (balance.status === 'PENDING') return 'Payment in progress';
  if (balance.status === 'REFUNDED') return 'Refunded when the order was cancelled';
  if (balance.status === 'CLOSED') return 'No longer due: the order was cancelled';
  return `Due by ${formatOrderDate(balance.expiresAt)}: use the link in our e-mail to pay`;
}

function Balances({ balances }: { balances: Order['balances'] }) {
  return (
    <section aria-labelledby="balances">
      <h2 id="balances">Additional payments</h2>
      <ul className="order-status__balances">
        {balances.map((balance) => (
          <li key={balance.balanceId}>
            {balance.reason}: <Price cents={balance.amount} size="sm" /> ·{' '}
            <strong>{balanceState(balance)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tracking({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <p>
      Shipped{tracking.carrier ? ` with ${tracking.carrier}` : ''}
      {tracking.shippedAt ? ` on ${formatOrderDate(tracking.shippedAt)}` : ''}.{' '}
      <Link to={ORDER_PATHS.tracking(tracking.trackingId)}>Track your shipment</Link>
    </p>
  );
}

// The kit's OrderStatus in form mode: each change is a form posting to this page's action, so cancelling and
// returning work without JavaScript; with it the same fields go through the router, and the page's data reloads.
export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const change = (intent: OrderChangeIntent, itemId?: string) => (reason?: string) =>
    submit(
      { intent, ...(itemId ? { itemId } : {}), reason: reason ?? 'Other' },
      { method: 'post', preventScrollReset: true },
    );
  return (
    <div className="page order-status">
      <OrderStatus
        order={statusOrder(order)}
        actions={orderActions(order)}
        action={ORDER_PATHS.status(order.orderId)}
        reasons={CHANGE_REASONS}
        headingLevel={1}
        busy={navigation.state === 'submitting'}
        error={actionData && !actionData.ok ? actionData.msg : null}
        notice={actionData?.ok ? actionData.msg : null}
        onCancelOrder={change('cancel-order')}
        onCancelLine={(itemId, reason) => change('cancel-item', itemId)(reason)}
        onReturnLine={(itemId, reason) => change('return-item', itemId)(reason)}
      >
        {order.tracking ? <Tracking tracking={order.tracking} /> : null}
        <h2>Summary</h2>
        <Totals totals={order.totals} />
        {order.balances.length > 0 ? <Balances balances={order.balances} /> : null}
      </OrderStatus>
    </div>
  );
}
