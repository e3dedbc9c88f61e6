import type { Order, OrderItem } from '@fitkit/commerce-hooks';
import { GeneralError } from '@fitkit/ui/forms';
import { formatOrderDate, statusLabel } from '@fitkit/ui/order-status';
import { Price } from '@fitkit/ui/price';
import { data, Link, redirect } from 'react-router';
import { OrderChangeForm } from '../components/order-change-form';
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

/** The changes a line may offer, each shown when the API allows it. */
const LINE_CHANGES = [
  { allowed: 'canCancel', intent: 'cancel-item', label: 'Cancel Item' },
  { allowed: 'canReturn', intent: 'return-item', label: 'Return Item' },
] as const;

function Line({ item }: { item: OrderItem }) {
  return (
    <li className="order-status__item">
      <p>
        <Link to={SHOP_ROUTES.sku({ productLineSlug: item.productLineSlug, skuSlug: item.skuSlug })}>
          {item.productName}
        </Link>
      </p>
      <p>
        Qty {item.qty} · <Price cents={item.subtotal} size="sm" />
      </p>
      <p>
        Status: <strong>{statusLabel(item.shippingStatus)}</strong>
      </p>
      {LINE_CHANGES.filter(({ allowed }) => item[allowed]).map(({ intent, label }) => (
        <OrderChangeForm
          key={intent}
          intent={intent}
          itemId={item.itemId}
          label={label}
          subject={item.productName}
        />
      ))}
    </li>
  );
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

function Tracking({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <p>
      Shipped{tracking.carrier ? ` with ${tracking.carrier}` : ''}
      {tracking.shippedAt ? ` on ${formatOrderDate(tracking.shippedAt)}` : ''}.{' '}
      <Link to={ORDER_PATHS.tracking(tracking.trackingId)}>Track your shipment</Link>
    </p>
  );
}

// The kit's OrderStatus takes callbacks on buttons; this page keeps forms posting to its action so cancelling and
// returning work without JavaScript, and takes the kit's status words and dates.
export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <div className="page order-status">
      <h1>Order {order.orderReference}</h1>
      <GeneralError message={actionData && !actionData.ok ? actionData.msg : null} />
      {actionData?.ok ? (
        <p role="status" className="order-status__done">
          {actionData.msg}
        </p>
      ) : null}
      <p>
        Placed on {formatOrderDate(order.placedAt ?? order.createdAt)} · Status:{' '}
        <strong>{statusLabel(order.orderStatus)}</strong>
      </p>
      {order.tracking ? <Tracking tracking={order.tracking} /> : null}
      <h2>Items</h2>
      <ul className="order-status__items">
        {order.items.map((item) => (
          <Line key={item.itemId} item={item} />
        ))}
      </ul>
      <h2>Summary</h2>
      <Totals totals={order.totals} />
      {order.canCancel ? (
        <section aria-labelledby="cancel-order">
          <h2 id="cancel-order">Cancel this order</h2>
          <OrderChangeForm intent="cancel-order" label="Cancel Order" subject="the order" />
        </section>
      ) : null}
    </div>
  );
}
