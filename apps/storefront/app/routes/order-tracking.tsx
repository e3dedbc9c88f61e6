import { data } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { dateText, statusText } from '../lib/order-status';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import type { Route } from './+types/order-tracking';

const TRACKING_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const meta: Route.MetaFunction = () => [
  { title: `Track Your Shipment | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** A shipment by its tracking id (private: it names one shopper's parts and dates). */
export async function loader({ params, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  if (!TRACKING_ID.test(params.trackingId)) throw data('Not Found', { status: 404 });
  return { tracking: dataOr404(await context.get(commerceContext).client.getTracking(params.trackingId)) };
}

export default function OrderTrackingPage({ loaderData }: Route.ComponentProps) {
  const { tracking } = loaderData;
  const facts: [string, string | null][] = [
    ['Order', tracking.orderReference],
    ['Status', statusText(tracking.status)],
    ['Carrier', tracking.carrier],
    ['Tracking number', tracking.trackingNumber],
    ['Shipped', dateText(tracking.shippedAt)],
    ['Delivered', dateText(tracking.deliveredAt)],
  ];
  return (
    <div className="page order-tracking">
      <h1>Track Your Shipment</h1>
      <dl className="order-tracking__facts">
        {facts.map(([name, value]) =>
          value === null ? null : (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      <h2>Items in this shipment</h2>
      <ul>
        {tracking.items.map((item, index) => (
          // A shipment's lines carry no id; their order is fixed.
          <li key={index}>
            {item.qty} × {item.productName} — {statusText(item.shippingStatus)}
          </li>
        ))}
      </ul>
    </div>
  );
}
